/** The operations and body schemas for the panels (a compact file written by plugins/openapi), fetched once, on intent. */
import type {Json, Operation, TryItData} from '../model';

export interface Reference {
  operations: Map<string, Operation>;
  schemas: Record<string, Json>;
}

let pending: Promise<Reference> | null = null;

export function loadReference(url: string): Promise<Reference> {
  pending ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<TryItData>) : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((data) => ({operations: new Map(data.operations.map((op) => [op.id, op])), schemas: data.schemas}))
    .catch((error: unknown) => {
      pending = null; // offline: the next open asks again
      throw error;
    });
  return pending;
}
