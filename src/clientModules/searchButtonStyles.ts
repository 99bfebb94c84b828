// The navbar's search button (src/theme/SearchBar/Button.tsx) uses DocSearch's classes. Its styles
// are in every first load; the dialog's styles load with the dialog (plugins/lean-css).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
