import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerClassPictureFields } from './class-image/class-picture.graphql.ts';
import { classPictureUploadHandler } from './class-image/class-picture.service.ts';
import { registerClassesFields } from './classes.graphql.ts';
import { classesSeed } from './classes.seed.ts';
import { classSubject } from './subjects.ts';

/** Classes a branch runs (spec 2 §3, spec 3 §5): what sessions will be made of. */
export const classesModule: FeatureModule = {
  name: 'classes',
  graphql: () => {
    registerClassesFields();
    registerClassPictureFields();
  },
  uploads: [classPictureUploadHandler],
  subjects: { class: classSubject },
  seed: classesSeed,
};
