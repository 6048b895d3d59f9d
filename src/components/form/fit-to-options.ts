// The longest of the texts (by characters): a stand-in for the widest, without measuring.
export const longestText = (texts: readonly string[]): string =>
  texts.reduce((longest, text) => (text.length > longest.length ? text : longest), '');

// On a select's shown value (MUI's .MuiSelect-select, holding data-label and data-longest-option):
// hidden copies of the label and the longest option size it, so the select is as wide as what it can
// show and keeps that width whichever option is chosen. They are CSS generated content: no text in the
// DOM, nothing read aloud. A value wider than the field's maximum ends in an ellipsis.
export const FIT_TO_OPTIONS = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content)',
  '& > *, &::before, &::after': { gridArea: '1 / 1', overflow: 'hidden', textOverflow: 'ellipsis' },
  '&::before, &::after': { visibility: 'hidden', height: 0 },
  '&::before': { content: 'attr(data-longest-option)' },
  '&::after': { content: 'attr(data-label)' },
} as const;
