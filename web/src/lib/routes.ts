// What every screen knows about the route it is on. The route table itself (paths.json,
// shared with the server) belongs to the app layer.
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

/** RouteHandle is attached to every route so that layouts and modals know where they are. */
export interface RouteHandle {
  name: string;
  layout: LayoutName;
}
