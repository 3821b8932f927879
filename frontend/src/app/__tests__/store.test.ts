import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { setupStore } from '@/app/store';

// The store does not import RTK Query (it stays out of the first download of / and /login):
// the API joins every store when a page first loads lib/api.ts.
describe('the store and the lazily loaded API', () => {
  it('takes the API in when its code loads after the store was made, and calls work', async () => {
    const store = setupStore();
    expect(store.getState().api).toBeUndefined();

    const { commonApi } = await import('@/lib/commonApi');
    expect(store.getState().api?.queries).toEqual({});

    server.use(http.get('*/api/subjects', () => HttpResponse.json({ data: [{ id: 's1', name: 'Mathematics' }] })));
    const subjects = await store.dispatch(commonApi.endpoints.getAllSubjects.initiate()).unwrap();
    expect(subjects.map((s) => s.name)).toEqual(['Mathematics']);

    // A store made once the API is loaded has it from the start.
    const later = setupStore();
    expect(later.getState().api?.queries).toEqual({});
  });
});
