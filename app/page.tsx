import { DashboardArea } from "@/components/dashboard/DashboardArea";
import { LookupFields } from "@/components/dashboard/lookup/LookupFields";
import { LiveFooter } from "@/components/LiveFooter";
import { TopBar } from "@/components/TopBar";
import { ValidatorsSection } from "@/components/ValidatorsSection";
import { WalletSlot } from "@/components/wallet/WalletSlot";

export default function Home() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar wallet={<WalletSlot />} />
      <main className="mx-auto w-full max-w-page flex-1 px-3 desktop:px-4">
        <ValidatorsSection>
          <DashboardArea lookupFields={<LookupFields />} />
        </ValidatorsSection>
      </main>
      <LiveFooter />
    </div>
  );
}
