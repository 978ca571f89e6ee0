import { FirstPhoto } from './FirstPhoto';

/** MemberCardSkeleton is a card's shape while members load; firstPhoto numbers its photo's slot on the first screen (see FirstPhoto). */
export function MemberCardSkeleton({ firstPhoto }: { firstPhoto?: number } = {}) {
  return (
    <div className="member-card card h-100 border-0 shadow-sm placeholder-glow" aria-hidden="true">
      <div className="member-photo placeholder w-100">{firstPhoto !== undefined && <FirstPhoto slot={firstPhoto} />}</div>
      {/* The name's and the city's lines at their line heights: the card keeps its height when it arrives. */}
      <div className="card-body px-2 py-2">
        <div className="fw-semibold">
          <span className="placeholder col-8" />
        </div>
        <div className="small">
          <span className="placeholder col-5" />
        </div>
      </div>
    </div>
  );
}
