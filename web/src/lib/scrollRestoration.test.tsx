import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Outlet, useNavigate } from 'react-router';
import { memoryRouter } from '../test/memoryRouter';
import { useScrollRestoration } from './scrollRestoration';

let y = 0;
const scrollTo = vi.fn((_x: number, to: number) => {
  y = to;
});

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

function Layout() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate('/b')}>forward</button>
      <button onClick={() => void navigate(-1)}>back</button>
      <Outlet />
    </>
  );
}

function scrolledTo(to: number) {
  y = to;
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  it('opens a new page at its top and returns to the place a page was left when going back', async () => {
    const routes = [
      {
        element: <Layout />,
        children: [
          { path: '/a', element: <p>page a</p> },
          { path: '/b', element: <p>page b</p> },
        ],
      },
    ];
    render(memoryRouter(routes, { initialEntries: ['/a'] }).element);
    // The first page of a visit is left where the browser put it.
    expect(scrollTo).not.toHaveBeenCalled();
    scrolledTo(640);
    await act(async () => screen.getByText('forward').click());
    expect(await screen.findByText('page b')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(90);
    await act(async () => screen.getByText('back').click());
    expect(await screen.findByText('page a')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
