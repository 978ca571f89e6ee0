import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { memoryRouter } from '../test/memoryRouter';
import { type LazyScreen, lazyScreen, useScreenLoading } from './lazyScreen';
import { type AppRoute, lazyRoute, loadMatchedScreens, useRouteLeaf } from './routeTable';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Leaf() {
  const { handle, params } = useRouteLeaf();
  return (
    <p>
      leaf {handle?.name ?? 'none'} {params.id ?? ''}
    </p>
  );
}

function Loading() {
  return <p>{useScreenLoading() ? 'loading' : 'idle'}</p>;
}

describe('route table', () => {
  it('tells the layouts the leaf route: its handle and parameters', () => {
    const routes: AppRoute[] = [{ element: <Outlet />, children: [{ path: '/members/:id', handle: { name: 'members-id', layout: 'default' }, element: <Leaf /> }] }];
    render(memoryRouter(routes, { initialEntries: ['/members/7'] }).element);
    expect(screen.getByText('leaf members-id 7')).toBeInTheDocument();
  });

  it('loads a lazy screen as it first renders, keeps the page shown while the next one loads, and says it is loading', async () => {
    const next = deferred<{ Component: () => React.ReactNode }>();
    const routes: AppRoute[] = [
      {
        element: (
          <>
            <Loading />
            <Outlet />
          </>
        ),
        children: [
          lazyRoute({ path: '/' }, () => Promise.resolve({ Component: () => <Link to="/next">first page</Link> })),
          lazyRoute({ path: '/next' }, () => next.promise),
        ],
      },
    ];
    render(memoryRouter(routes).element);
    const link = await screen.findByText('first page');
    await userEvent.click(link);
    // A navigation is a transition: the page stays until the next one's code is in.
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.getByText('first page')).toBeInTheDocument();
    await act(async () => next.resolve({ Component: () => <p>next page</p> }));
    expect(await screen.findByText('next page')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(screen.queryByText('first page')).not.toBeInTheDocument();
  });

  it('renders a screen loaded beforehand in the first render', async () => {
    const routes = [lazyRoute({ path: '/x' }, () => Promise.resolve({ Component: () => <p>at once</p> }))];
    await loadMatchedScreens(routes, '/x');
    render(memoryRouter(routes, { initialEntries: ['/x'] }).element);
    expect(screen.getByText('at once')).toBeInTheDocument();
  });

  it('shows the error element for what a screen threw, until the location changes', async () => {
    function Broken(): React.ReactNode {
      throw new Error('broken');
    }
    const routes: AppRoute[] = [
      { path: '/broken', element: <Broken /> },
      { path: '/fine', element: <p>fine</p> },
    ];
    const { element } = memoryRouter(routes, { initialEntries: ['/broken'], errorElement: (e) => <Link to="/fine">{(e as Error).message} page</Link> });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(element);
    spy.mockRestore();
    await userEvent.click(screen.getByText('broken page'));
    expect(await screen.findByText('fine')).toBeInTheDocument();
  });

  it('keeps a failed load failed: the error page, not a loop of retries', async () => {
    let calls = 0;
    const failing: LazyScreen = lazyScreen(() => {
      calls++;
      return Promise.reject(new Error('chunk gone'));
    });
    await expect(failing.load()).rejects.toThrow('chunk gone');
    expect(() => failing.read()).toThrow('chunk gone');
    expect(calls).toBe(1);
  });
});
