import { projectNotRunning } from '@/lib/project-running';

describe("whether an allocation fits the project's dates", () => {
  const atlas = { start_date: '2025-04-01', end_date: '2025-06-30' };

  it('fits when it lies inside the project, or the project has no end', () => {
    expect(projectNotRunning(atlas, '2025-04-01', '2025-06-30')).toBeNull();
    expect(
      projectNotRunning({ start_date: '2025-04-01', end_date: null }, '2025-05-01', '2030-01-01'),
    ).toBeNull();
  });

  it('says when the project starts if the allocation starts before it, and when it ends if it runs past it', () => {
    expect(projectNotRunning(atlas, '2025-03-31', '2025-04-30')).toBe('starts 1 Apr 2025');
    expect(projectNotRunning(atlas, '2025-06-01', '2025-07-01')).toBe('ends 30 Jun 2025');
  });

  it('says nothing until both dates are typed', () => {
    expect(projectNotRunning(atlas, '', '2025-07-01')).toBeNull();
    expect(projectNotRunning(atlas, '2025-03-01', '3/7')).toBeNull();
  });
});
