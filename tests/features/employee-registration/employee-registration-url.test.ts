import { registrationTokenOf } from '@/features/employee-registration/employee-registration-url';

describe("the registration link's token", () => {
  it('is the route segment of the link', () => {
    expect(registrationTokenOf('Zm9vYmFy')).toBe('Zm9vYmFy');
  });

  it('a link without one, or with several segments, has none', () => {
    expect(registrationTokenOf(undefined)).toBeNull();
    expect(registrationTokenOf(['a', 'b'])).toBeNull();
  });
});
