import { Suspense } from "react";
import { CategoryMenu } from "./category-menu";
import { loadMenuTree } from "./menu-tree";

function BarMessage({ children }: { children: string }) {
  return <p className="py-3 text-sm text-neutral-600">{children}</p>;
}

async function LoadedCategoryBar() {
  const categories = await loadMenuTree();
  if (!categories) return <BarMessage>Categories unavailable</BarMessage>;
  return <CategoryMenu categories={categories} />;
}

/** Desktop category bar (large screens): streams in; 'Loading...' meanwhile, 'Categories unavailable' on failure. */
export function CategoryBar() {
  return (
    <div className="hidden border-t border-neutral-200 lg:block">
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Suspense
          fallback={
            <div className="flex items-center gap-4">
              <BarMessage>Loading...</BarMessage>
              {/* The menu streams in with JavaScript; without it, link to the full list instead. */}
              <noscript>
                <a href="/categories" className="text-sm font-medium text-brand-600 underline">
                  Browse all categories
                </a>
              </noscript>
            </div>
          }
        >
          <LoadedCategoryBar />
        </Suspense>
      </div>
    </div>
  );
}
