// Public surface: build an index from glossary terms (and rule titles), compile it once, split a
// text into text and link segments, render them with LinkedText.
export { buildLinkIndex, compileMatcher, linkify, matcherFor, type LinkEntry, type LinkMatcher, type Segment } from './linkify';
export { LinkedText } from './linked-text';
