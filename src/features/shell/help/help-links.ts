// Support contacts of the help message; each can be set per deployment (see .env.example).
export const HELP_LINKS = {
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@staff-portal.example',
  supportPhone: process.env.NEXT_PUBLIC_SUPPORT_PHONE || '',
  bookCallUrl: process.env.NEXT_PUBLIC_BOOK_CALL_URL || 'https://cal.staff-portal.example/support',
  featureCardUrl: process.env.NEXT_PUBLIC_FEATURE_CARD_URL || 'https://roadmap.staff-portal.example/new',
};
