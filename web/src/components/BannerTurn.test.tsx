import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';
import { BannerTurns, useBannerTurn, type BannerName } from './BannerTurn';

function Strip({ name, initially = true }: { name: BannerName; initially?: boolean }) {
  const [wants, setWants] = useState(initially);
  if (!useBannerTurn(name, wants)) return null;
  return (
    <Banner testId={name} onClose={() => setWants(false)} closeLabel={`close ${name}`}>
      {name}
    </Banner>
  );
}

describe('banners take turns', () => {
  it('shows only the most important banner, and the next once it is closed', async () => {
    render(
      <BannerTurns>
        <Strip name="push" />
        <Strip name="offer" />
        <Strip name="profile" />
        <Strip name="notificationsDisabled" />
      </BannerTurns>,
    );
    expect(screen.getAllByRole('status').map((b) => b.textContent)).toEqual(['notificationsDisabled']);
    await userEvent.click(screen.getByRole('button', { name: 'close notificationsDisabled' }));
    expect(screen.getAllByRole('status').map((b) => b.textContent)).toEqual(['profile']);
    await userEvent.click(screen.getByRole('button', { name: 'close profile' }));
    expect(screen.getAllByRole('status').map((b) => b.textContent)).toEqual(['push']);
    await userEvent.click(screen.getByRole('button', { name: 'close push' }));
    expect(screen.getAllByRole('status').map((b) => b.textContent)).toEqual(['offer']);
  });

  it('a banner that does not want to show leaves the turn to the next', () => {
    render(
      <BannerTurns>
        <Strip name="activation" initially={false} />
        <Strip name="push" />
      </BannerTurns>,
    );
    expect(screen.getAllByRole('status').map((b) => b.textContent)).toEqual(['push']);
  });

  it('gives the close button a 44 px target class and the brand tone', () => {
    render(<Strip name="profile" />);
    expect(screen.getByTestId('profile')).toHaveClass('app-banner', 'app-banner-brand');
    expect(screen.getByRole('button', { name: 'close profile' })).toHaveClass('app-banner-close');
  });
});
