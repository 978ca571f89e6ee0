import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FictionalIcon } from '../components/FictionalIcon';
import { LikeButton } from '../components/LikeButton';
import { testCard } from '../features/members/testing';
import { renderAt, testSettings } from '../test/render';
import { settingsQuery } from './site';
import { useSettings } from './siteState';
import { userKeys } from './user';

describe('SiteStateProvider', () => {
  it('keeps one observer of the settings and one of the member, however many cards read them', () => {
    const cards = Array.from({ length: 12 }, (_, i) => testCard({ id: i + 1, name: `Member ${i + 1}` }));
    const { queryClient } = renderAt(
      cards.map((m) => (
        <div key={m.id}>
          <FictionalIcon />
          <LikeButton member={m} />
        </div>
      )),
      { settings: testSettings({ fictional_icon: '' }), user: null },
    );
    expect(screen.getAllByText('fictional profile')).toHaveLength(12);
    expect(screen.getByRole('button', { name: /Member 12/ })).toBeInTheDocument();
    const observers = (key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key, exact: true })?.getObserversCount();
    expect(observers(settingsQuery().queryKey)).toBe(1);
    expect(observers(userKeys.me)).toBe(1);
  });

  it('says so when a component reads the settings outside it', () => {
    function Reader() {
      return <span>{useSettings().name}</span>;
    }
    expect(() => render(<Reader />)).toThrow('useSettings outside SiteStateProvider');
  });
});
