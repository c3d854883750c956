// The guide's curated content: what the content service serves, and what tests read instead of copies.
export { categories } from './categories';
export { fieldMarkers } from './field-markers';
export { glossary } from './glossary';
export { penalties } from './penalties';
export { quickFacts } from './quick-facts';
export { rules } from './rules';
