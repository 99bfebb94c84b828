export interface Starter {
  id: string;
  title: string;
  html: string;
  css: string;
  js: string;
  fields: string;
}
