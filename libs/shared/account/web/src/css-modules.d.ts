// The package is compiled by tsc on its own (without vite/client types), so it declares the
// stylesheet imports it uses: CSS modules give a class map, plain CSS is a side effect only.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';
