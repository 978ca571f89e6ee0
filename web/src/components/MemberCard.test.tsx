import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCard } from '../features/members/testing';
import { renderAt, testSettings } from '../test/render';
import { MemberCard } from './MemberCard';

const card = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('MemberCard', () => {
  it('shows the photo, name, age and city, and links to the profile', () => {
    renderAt(<MemberCard member={testCard({ id: 12, name: 'Lotte', age: 29, city: 'Utrecht' })} />);
    const link = card('Lotte');
    expect(link).toHaveAttribute('href', '/members/12');
    expect(link).toHaveTextContent('Lotte, 29');
    expect(link).toHaveTextContent('Utrecht');
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/c1.jpg');
  });

  it('marks fictional profiles with the site’s icon, and only those', () => {
    renderAt(
      <>
        <MemberCard member={testCard({ id: 1, name: 'Mila', fictional: true })} />
        <MemberCard member={testCard({ id: 2, name: 'Sanne', fictional: false })} />
      </>,
      { settings: testSettings({ fictional_icon: '/icons/fictional.svg', fictional_singular: { en: 'fictional profile' } }) },
    );
    expect(within(card('Mila')).getByRole('img', { name: 'fictional profile' })).toHaveAttribute('src', '/icons/fictional.svg');
    expect(within(card('Sanne')).queryByRole('img', { name: 'fictional profile' })).not.toBeInTheDocument();
  });

  it('shows the premium badge and whether the member is online', () => {
    renderAt(
      <>
        <MemberCard member={testCard({ id: 1, name: 'Mila', premium: true, online: true })} />
        <MemberCard member={testCard({ id: 2, name: 'Sanne' })} />
      </>,
    );
    expect(within(card('Mila')).getByText('Premium')).toBeInTheDocument();
    expect(within(card('Mila')).getByText('Online now')).toBeInTheDocument();
    expect(within(card('Sanne')).queryByText('Premium')).not.toBeInTheDocument();
    expect(within(card('Sanne')).queryByText('Online now')).not.toBeInTheDocument();
  });

  it('stands in a silhouette for a member without a photo', () => {
    renderAt(<MemberCard member={testCard({ name: 'Joris', main_image: null })} />);
    const link = card('Joris');
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('svg.silhouette')).not.toBeNull();
    expect(within(link).getByText('No photo yet')).toBeInTheDocument();
  });
});
