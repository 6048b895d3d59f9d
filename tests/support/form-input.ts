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

// A select or autocomplete: opens the combobox by its label and clicks the option. The list opens in a
// popover outside any dialog, so the option is looked for on the whole screen.
export async function choose(user: UserEvent, label: Label, option: Label, { within }: Scope = {}) {
  await user.click(queriesOf(within).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
