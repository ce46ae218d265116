import { RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { queryClient } from './query-client';

export function App({ router, renderedAt }: { router: DataRouter; renderedAt?: number }) {
  return (
    <AppProvider client={queryClient} renderedAt={renderedAt}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
