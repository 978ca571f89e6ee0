import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stubApi';
import { renderAt } from '../../test/render';
import { StaticPage } from './StaticPage';

afterEach(() => vi.unstubAllGlobals());

describe('the FAQ', () => {
  it('is a list of questions that open their answers', async () => {
    stubApi({});
    const { i18n } = renderAt(<StaticPage />, { path: '/pages/faq', handle: { name: 'pages-faq', layout: 'default' } });
    await i18n.loadNamespaces('pages');
    const sections = i18n.t('pages:faq.sections', { returnObjects: true, siteName: 'Amora' }) as Array<{ heading: string; paragraphs: string[] }>;
    const first = sections[0]!;
    const question = await screen.findByText(first.heading);
    expect(question.tagName).toBe('SUMMARY');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(screen.getAllByText((_, el) => el?.tagName === 'SUMMARY')).toHaveLength(sections.length);
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument(); // no table of contents
  });

  it('leaves the other pages as sections under headings', async () => {
    stubApi({});
    renderAt(<StaticPage />, { path: '/pages/terms', handle: { name: 'pages-terms', layout: 'default' } });
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(1);
    expect(document.querySelector('details')).toBeNull();
  });
});
