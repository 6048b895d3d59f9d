// The mocked API's e-mail (issue 30, H2): nothing leaves the process. A registration link is "sent" here,
// the only place its token exists outside the new hire's inbox; unit tests, and the e2e specs (whose
// mocked API runs in the Playwright worker's Node process), read it. The recruiter's answer never has it.
// Emptied with the mock's data (configureMockDb, resetMockDb).

export type RegistrationMail = {
  tenant: string;
  to: string;
  // The person it is addressed to.
  name: string;
  // The registration page with the token: the configured app origin, never a request header.
  link: string;
  sent_at: string;
  expires_at: string;
};

let outbox: RegistrationMail[] = [];

export function sendRegistrationMail(mail: RegistrationMail): void {
  outbox.push(mail);
}

// Oldest first.
export function sentRegistrationMails(): readonly RegistrationMail[] {
  return [...outbox];
}

// The link in the latest mail to this address (any case), if one was sent.
export function lastRegistrationLink(email: string): string | undefined {
  const to = email.toLowerCase();
  return outbox.findLast((mail) => mail.to.toLowerCase() === to)?.link;
}

export function clearOutbox(): void {
  outbox = [];
}
