// The same up-to-the-root path every project uses, which the lint config allows for config files.
import { folioProject } from '../../tools/vitest/folio-project.ts';

export default folioProject({
  name: 'workspace-scripts',
  environment: 'node',
  test: {
    // The scripts live at the top of this folder, their tests beside them.
    include: ['*.test.ts'],
  },
});
