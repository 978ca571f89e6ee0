/** MemberCardSkeleton is a card's shape while members load. */
export function MemberCardSkeleton() {
  return (
    <div className="member-card card h-100 border-0 shadow-sm placeholder-glow" aria-hidden="true">
      <div className="member-photo placeholder w-100" />
      <div className="card-body px-2 py-2">
        <span className="placeholder col-8 d-block mb-1" />
        <span className="placeholder placeholder-sm col-5 d-block" />
      </div>
    </div>
  );
}
