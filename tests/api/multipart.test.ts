import { multipartBody } from '@/api/multipart';

// A multipart body is encoded as Laravel reads a form (issue 31: `format: binary` for files, `name[]` for
// arrays; booleans as 1/0, blanks as '' as the forms sent them before the helper).

const partsOf = (form: FormData) => [...form.entries()].map(([name, value]) => [name, value] as const);

describe('multipartBody', () => {
  it('sends a file as its own part, under its name', () => {
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const [[name, value] = []] = partsOf(multipartBody({ file }));
    expect(name).toBe('file');
    expect(value).toBeInstanceOf(File);
    expect((value as File).name).toBe('cv.pdf');
  });

  it('sends a list as repeated name[] parts, files and texts alike', () => {
    const a = new File(['a'], 'a.txt');
    const b = new File(['b'], 'b.txt');
    const parts = partsOf(multipartBody({ skill_ids: [3, 7], files: [a, b] }));
    expect(parts.map(([name]) => name)).toEqual(['skill_ids[]', 'skill_ids[]', 'files[]', 'files[]']);
    expect(parts.slice(0, 2).map(([, value]) => value)).toEqual(['3', '7']);
    expect(parts.slice(2).map(([, value]) => (value as File).name)).toEqual(['a.txt', 'b.txt']);
  });

  it('sends an empty list as no part at all', () => {
    expect(partsOf(multipartBody({ files: [], name: 'x' }))).toEqual([['name', 'x']]);
  });

  it('sends a list of records as name[i][key]', () => {
    const parts = partsOf(
      multipartBody({
        partial_days: [
          { date: '2026-03-02', part: 'morning', hours: null },
          { date: '2026-03-03', part: 'hours', hours: '2.5' },
        ],
      }),
    );
    expect(parts).toEqual([
      ['partial_days[0][date]', '2026-03-02'],
      ['partial_days[0][part]', 'morning'],
      ['partial_days[0][hours]', ''],
      ['partial_days[1][date]', '2026-03-03'],
      ['partial_days[1][part]', 'hours'],
      ['partial_days[1][hours]', '2.5'],
    ]);
  });

  it('sends true and false as 1 and 0, numbers as their text', () => {
    expect(partsOf(multipartBody({ remove_logo: true, archived: false, level: 4 }))).toEqual([
      ['remove_logo', '1'],
      ['archived', '0'],
      ['level', '4'],
    ]);
  });

  it("sends null as '' (Laravel reads it as null) and leaves undefined out", () => {
    expect(partsOf(multipartBody({ industry_id: null, attachment: undefined, note: '' }))).toEqual([
      ['industry_id', ''],
      ['note', ''],
    ]);
  });

  it('keeps the order of the fields', () => {
    const names = partsOf(multipartBody({ b: '1', a: '2', c: ['3'] })).map(([name]) => name);
    expect(names).toEqual(['b', 'a', 'c[]']);
  });
});
