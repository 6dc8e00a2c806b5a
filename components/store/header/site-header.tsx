import { UserMenu } from "@/components/account/user-menu";
import { CartBadge } from "@/components/cart/cart-badge";
import { BrandLink } from "./brand-link";
import { CategoryBar } from "./category-bar";
import { loadMenuTree } from "./menu-tree";
import { MobileNav } from "./mobile-nav";
import { MobileSearch } from "./mobile-search";
import { SearchForm } from "./search-box";

/** The storefront header: menu drawer, brand, search, cart and account, then the category bar. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-1">
          {/* The tree streams to the drawer as data: its code loads with the drawer, on first use. */}
          <MobileNav categories={loadMenuTree()} />
          <BrandLink compact />
        </div>
        <div className="hidden flex-1 justify-center md:flex">
          <SearchForm className="max-w-xl" />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
          <MobileSearch />
          <CartBadge />
          <UserMenu />
        </div>
      </div>
      <CategoryBar />
    </header>
  );
}
