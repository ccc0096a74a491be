import { folioLibrary } from '../../../tools/vite/folio-library.ts';

export default folioLibrary(import.meta.dirname);
