import { HomeLink } from "@/components/HomeLink";
import { TopBar } from "@/components/TopBar";
import { NOT_FOUND_LINK, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "@/lib/copy/not-found";

// Our own page rather than Next's default, whose <title> raced its robots meta into a different order from build to
// build (a different 404.html, so a different release CID).
export default function NotFound() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar wallet={null} />
      <main className="mx-auto w-full max-w-page flex-1 px-3 py-10 desktop:px-4">
        <h1 className="text-xl font-semibold">{NOT_FOUND_TITLE}</h1>
        <p className="mt-2">
          {NOT_FOUND_TEXT} <HomeLink>{NOT_FOUND_LINK}</HomeLink>
        </p>
      </main>
    </div>
  );
}
