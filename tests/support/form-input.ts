import { screen, within as withinElement } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// Filling in the app's MUI fields as a person does, the same way in every test. A label is matched as
// testing-library matches names: a string whole, a RegExp as written (/^Start date/ also takes the
// required mark MUI adds). `within` looks for the field inside one element (a dialog, a form) only.

type Label = string | RegExp;
type Scope = { within?: HTMLElement };

const queriesOf = (scope?: HTMLElement) => (scope ? withinElement(scope) : screen);

// The group of a date field (MUI X's sectioned input), by its label.
export const dateGroup = (label: Label, { within }: Scope = {}): HTMLElement =>
  queriesOf(within).getByRole('group', { name: label });

// A date field takes the day, month and year from the keyboard, day first: '31122026'.
export async function typeDate(user: UserEvent, label: Label, digits: string, scope: Scope = {}) {
  await user.click(withinElement(dateGroup(label, scope)).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(digits);
}

// The same date pasted whole, as a person pastes '31/12/2026' into the field (every section selected,
// then one paste): one change instead of a re-render per digit. Same digits as `typeDate`; keep
// `typeDate` where the keys are the rule.
export async function pasteDate(user: UserEvent, label: Label, digits: string, scope: Scope = {}) {
  await user.click(withinElement(dateGroup(label, scope)).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard('{Control>}a{/Control}');
  await user.paste(`${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`);
}

// A select or autocomplete: opens the combobox by its label and clicks the option. The list opens in a
// popover outside any dialog, so the option is looked for on the whole screen.
export async function choose(user: UserEvent, label: Label, option: Label, { within }: Scope = {}) {
  await user.click(queriesOf(within).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// A text field filled in at once, as a person pastes it: the field still gets a click and a real paste
// (input events through the component), without a re-render per key as `user.type` costs. A field that
// already holds text is cleared first. Keep `user.type` where the keys themselves are the rule (a field
// that takes digits only, a search that waits for a pause, the keyboard).
export async function fill(user: UserEvent, target: Label | HTMLElement, text: string, scope: Scope = {}) {
  const field = target instanceof HTMLElement ? target : queriesOf(scope.within).getByLabelText(target);
  if ((field as HTMLInputElement).value) await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
