// The mocked "AI" behind POST cv/enhance: deterministic, so tests and demos see the same suggestion.

const STRONGER: [RegExp, string][] = [
  [/\bworked on\b/gi, 'delivered'],
  [/\bhelped\b/gi, 'supported'],
  [/\bresponsible for\b/gi, 'led'],
  [/\bdid\b/gi, 'completed'],
  [/\bused\b/gi, 'applied'],
  [/\bgood at\b/gi, 'skilled in'],
  [/\ba lot of\b/gi, 'extensive'],
  [/\bvery\s+/gi, ''],
];

const CLOSING = 'Known for clear communication and dependable, measurable results.';

// The mocked "AI": the same text always gives the same suggestion. Weak phrases become stronger
// ones, sentences start with a capital and end with a full stop, and a closing line is added once.
export function enhanceText(text: string): string {
  let result = text.replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of STRONGER) result = result.replace(pattern, replacement);
  const sentences = result
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) => {
      const capital = sentence.charAt(0).toUpperCase() + sentence.slice(1);
      return /[.!?]$/.test(capital) ? capital : `${capital}.`;
    });
  if (!sentences.includes(CLOSING)) sentences.push(CLOSING);
  return sentences.join(' ');
}
