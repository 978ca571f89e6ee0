import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { ErrorPage, NotFoundPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the 404 page with a link home', () => {
    renderAt(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
  it('defaults to status 500', () => {
    renderAt(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Error 500' })).toBeInTheDocument();
    expect(screen.getByText('An error has occurred.')).toBeInTheDocument();
  });
  it('shows a given message', () => {
    renderAt(<ErrorPage status={503} message="Down for maintenance" />);
    expect(screen.getByText('Down for maintenance')).toBeInTheDocument();
  });
  it('speaks the visitor’s language', () => {
    renderAt(<NotFoundPage />, { lng: 'nl' });
    expect(screen.queryByText('This page could not be found')).not.toBeInTheDocument();
  });
});
