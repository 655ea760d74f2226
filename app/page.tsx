import { LookupFields } from "@/components/dashboard/LookupFields";
import { LazyDashboard, LiveFooter, WalletButton } from "@/components/live";
import { TopBar } from "@/components/TopBar";
import { ValidatorsSection } from "@/components/ValidatorsSection";

export default function Home() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar wallet={<WalletButton />} />
      <main className="mx-auto w-full max-w-page flex-1 px-3 desktop:px-4">
        <ValidatorsSection>
          <LazyDashboard lookupFields={<LookupFields />} />
        </ValidatorsSection>
      </main>
      <LiveFooter />
    </div>
  );
}
