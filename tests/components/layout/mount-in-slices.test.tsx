import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { mountInSlices } from '@/components/layout/mount-in-slices';

describe('mountInSlices', () => {
  it('commits the placeholder first and the view in a later, interruptible render, with the props given', () => {
    const commits: string[] = [];
    function View({ name }: { name: string }) {
      useLayoutEffect(() => void commits.push(`view ${name}`), [name]);
      return <h1>{name}</h1>;
    }
    function Placeholder() {
      useLayoutEffect(() => void commits.push('placeholder'), []);
      return <p>Loading the employees</p>;
    }
    const Sliced = mountInSlices(View, () => <Placeholder />);
    render(<Sliced name="Employees" />);
    expect(commits).toEqual(['placeholder', 'view Employees']);
    expect(screen.getByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the employees')).toBeNull();
  });
});
