import { createCatalogue, type Product } from '../src/index.js';

/** A small hand-made catalogue for the tests; sizes are chosen so that arithmetic is easy to check. */
const base = {
  category: 'Test',
  navCode: '',
  descriptionText: '',
  descriptionLink: '',
  visibleFromOutside: false,
  scalableX: false,
  scalableY: false,
  freeRotate: false,
  version: 1,
};

export const MIRROR: Product = {
  ...base,
  id: 1,
  name: 'MM-1',
  longName: '1" mirror mount',
  navCode: 'NAV-MM1',
  width: 40,
  height: 20,
  boxWidth: 30,
  boxHeight: 20,
  snapPositionX: 20,
  snapPositionY: 10,
  snapX: true,
  snapY: true,
  terminals: [{ left: 40, top: 10 }],
};

export const LASER: Product = {
  ...base,
  id: 2,
  name: 'LH-20',
  longName: 'Femtosecond laser head 20 W',
  navCode: 'NAV-LH20',
  width: 300,
  height: 150,
  boxWidth: 280,
  boxHeight: 150,
  snapPositionX: 25,
  snapPositionY: 25,
  snapX: true,
  snapY: true,
  terminals: [
    { left: 300, top: 75 },
    { left: 0, top: 75 },
  ],
};

export const BLACK_BOX: Product = {
  ...base,
  id: 3,
  name: 'BLACK-BOX',
  longName: 'Black box (custom size)',
  width: 100,
  height: 100,
  boxWidth: 100,
  boxHeight: 100,
  snapPositionX: 50,
  snapPositionY: 50,
  snapX: false,
  snapY: false,
  scalableX: true,
  scalableY: true,
  terminals: [],
};

export const TUBE_25: Product = {
  ...base,
  id: 4,
  name: 'TUBE-25',
  longName: 'Beam tube 25 mm',
  width: 100,
  height: 25,
  boxWidth: 100,
  boxHeight: 25,
  snapPositionX: 0,
  snapPositionY: 0,
  snapX: false,
  snapY: false,
  terminals: [],
};

/** A fold mirror that turns to any angle (freeRotate), with terminals on its two short edges. */
export const FOLD: Product = {
  ...base,
  id: 5,
  name: 'FM-1',
  longName: '1" fold mirror mount',
  navCode: 'NAV-FM1',
  width: 50,
  height: 30,
  boxWidth: 40,
  boxHeight: 30,
  snapPositionX: 25,
  snapPositionY: 15,
  snapX: true,
  snapY: true,
  freeRotate: true,
  terminals: [
    { left: 0, top: 15 },
    { left: 50, top: 15 },
  ],
};

export const catalogue = createCatalogue([MIRROR, LASER, BLACK_BOX, TUBE_25, FOLD]);
