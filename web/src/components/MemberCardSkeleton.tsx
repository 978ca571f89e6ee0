/** MemberCardSkeleton is a card's shape while members load. */
export function MemberCardSkeleton() {
  return (
    <div className="member-card card h-100 border-0 shadow-sm placeholder-glow" aria-hidden="true">
      <div className="member-photo placeholder w-100" />
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
