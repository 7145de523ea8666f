/**
 * The planner's product catalogue and preset list from the API, and the product chosen in the side panel
 * (the first product once the list arrives).
 */
import type { Product } from '@optics-toolbox/planner-engine';
import { useEffect, useState } from 'react';
import { fetchPresets, fetchProducts, type PresetSummary } from './planner-api.js';

const EMPTY: Product[] = [];

export interface PlannerCatalogue {
  products: Product[];
  presets: PresetSummary[];
  chosen: string;
  setChosen(name: string): void;
}

/** Loads products and presets once; `onProblem` gets the message when the catalogue cannot be loaded. */
export function usePlannerCatalogue(onProblem: (message: string) => void): PlannerCatalogue {
  const [products, setProducts] = useState<Product[]>(EMPTY);
  const [presets, setPresets] = useState<PresetSummary[]>([]);
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    fetchProducts()
      .then((list) => {
        setProducts(list);
        setChosen((c) => c || list[0]?.name || '');
      })
      .catch(() => onProblem('The product catalogue could not be loaded.'));
    fetchPresets()
      .then(setPresets)
      .catch(() => undefined);
  }, [onProblem]);
  return { products, presets, chosen, setChosen };
}
