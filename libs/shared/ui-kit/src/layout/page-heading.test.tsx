import { render, screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { PageBody, PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('gives the page its one level-1 heading, with the eyebrow and the lead around it', () => {
    render(
      <main>
        <PageHeading eyebrow="Your preorders" title="Your orders" lead={<p>Every order you placed, newest first.</p>} />
        <PageBody>
          <section aria-label="Orders">
            <p>FO-ABCDEF</p>
          </section>
        </PageBody>
      </main>,
    );

    const heading = screen.getByRole('heading', { level: 1, name: 'Your orders' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Read in this order: the eyebrow, the title, the lead, then the body.
    const eyebrow = screen.getByText('Your preorders');
    const lead = screen.getByText('Every order you placed, newest first.');
    const body = screen.getByRole('region', { name: 'Orders' });
    expect(eyebrow.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(lead) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(lead.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws only the title when there is no eyebrow or lead', () => {
    const { container } = render(<PageHeading title="Cart" eyebrow={undefined} lead={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(container.textContent).toBe('Cart');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <PageHeading eyebrow="Maya Quill" title="Checkout" lead={<p>Maya Quill at Chicago Signing Social</p>} />
        <PageBody>
          <p>Body</p>
        </PageBody>
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
