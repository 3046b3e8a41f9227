// Compile-time checks of the typed client (npm run typecheck): each @ts-expect-error must stay an error,
// so a change that let a wrong path, field, query or answer through would fail the typecheck. Never called.
import { api } from './typed';
export async function typedClientMistakes(id: number) {
  await api.post('/logout', { body: {} });
  await api.get('/vendor/edit/{id}', { path: { id } });
  // @ts-expect-error a body on a route that takes none
  await api.post('/logout', { body: { anything: 1 } });
  // @ts-expect-error a query on a route that takes none
  await api.get('/vendor/edit/{id}', { path: { id }, query: { x: 1 } });
  // @ts-expect-error a path the server does not serve
  await api.get('/vendr/edit/{id}', { path: { id } });
  // @ts-expect-error a field the schema does not take
  await api.post('/vendor/add', { body: { wrong_field: 1 } });
  // @ts-expect-error the path parameter is required
  await api.get('/vendor/edit/{id}');
  // @ts-expect-error an answer property that does not exist
  (await api.get('/vendor/edit/{id}', { path: { id } })).data.nonexistent;
  await api.get('/vendor', { query: { page: 2, search: 'x' } });
  // @ts-expect-error a query key the list does not take
  await api.get('/vendor', { query: { pagee: 2 } });
}
