// A viewer as the watch API and the pages show them.
export interface Viewer {
  id: number;
  firstName: string;
  email: string;
}
