import { Footer } from "@/components/Footer";
import { TopBar } from "@/components/TopBar";
import { ValidatorsSection } from "@/components/ValidatorsSection";
import { WalletButton } from "@/components/wallet/WalletButton";

const UNKNOWN = "–";

export default function Home() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar wallet={<WalletButton />} />
      <main className="mx-auto w-full max-w-page flex-1 px-4">
        <ValidatorsSection>
          <p className="py-10 text-center text-ink-muted">No validators found</p>
        </ValidatorsSection>
      </main>
      <Footer figures={{ subscribers: UNKNOWN, cycleTotal: UNKNOWN, gasPrice: UNKNOWN }} />
    </div>
  );
}
