// Links into the learning area's glossary from the hub (the glossary's data: @gg/data/queries).

/** The learn area's glossary opened on one term (its search box prefilled with the term). */
export const glossaryTermHref = (term: string) => `/glossary?search=${encodeURIComponent(term)}`;

/** The learn area's Penalties tab, on one penalty when it is named. */
export const glossaryPenaltyHref = (name?: string) => `/glossary?tab=penalties${name ? `&search=${encodeURIComponent(name)}` : ''}`;
