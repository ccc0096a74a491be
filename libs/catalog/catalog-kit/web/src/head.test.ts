import { pageHead, summarize } from './head';

const content = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key)) as
    | { content: string }
    | undefined;

describe('page heads', () => {
  it('give the page its title and share metadata, with an absolute image', () => {
    const head = pageHead({
      title: 'Chicago Signing Social',
      description: 'An afternoon of signed books.',
      image: '/api/catalog/covers/events/1.svg',
    });

    expect(head.meta[0]).toEqual({ title: 'Chicago Signing Social · Folio' });
    expect(content(head, 'og:title')?.content).toBe('Chicago Signing Social · Folio');
    expect(content(head, 'description')?.content).toBe('An afternoon of signed books.');
    expect(content(head, 'twitter:description')?.content).toBe('An afternoon of signed books.');
    expect(content(head, 'og:image')?.content).toBe(`${location.origin}/api/catalog/covers/events/1.svg`);
  });

  it('cut long copy at a word', () => {
    expect(summarize('one two three four', 12)).toBe('one two…');
    expect(summarize('short', 12)).toBe('short');
  });
});
