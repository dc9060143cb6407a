import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../../src/api/query-client';
import { ActorsProvider } from '../../../src/app/actors/actors-context';
import type { AppActors } from '../../../src/app/actors/app-actors';

/** Renders inside what the shell provides: a query cache, the actors and a router. */
export function renderWithApp(
  ui: ReactNode,
  { actors, path = '/home' }: { actors: AppActors; path?: string },
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ActorsProvider actors={actors}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ActorsProvider>
    </QueryClientProvider>,
  );
}

/** Renders with a query cache only (a part that reads the services but needs no actors). */
export function renderWithQueries(ui: ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

/** A JSON response as the services send it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
