package heuristic

import "testing"

// TestAbsoluteOverCondition: "never" or "whatever the circumstances"
// over a rule the passage states only on a condition over-claims; the
// proposition that keeps the condition, or restates the rule without an
// absolute, does not.
func TestAbsoluteOverCondition(t *testing.T) {
	const src = "Rules of Civil Procedure (VLT-9900, VLT-9900#c1, statute, court , decided )"
	const excerpt = "Rule 34.2. A late objection to a request for inspection is not forfeited if the objecting party shows good cause for the delay and serves the objection within ten days of learning of it."
	runProbes(t, []probe{
		{name: "never over a condition", source: src, excerpt: excerpt, over: true, why: "only on a condition",
			prop: "Under Rule 34.2 a late objection to a request for inspection is never forfeited."},
		{name: "whatever the circumstances over a condition", source: src, excerpt: excerpt, over: true, why: "only on a condition",
			prop: "Under Rule 34.2 a late objection to a request for inspection is not forfeited, whatever the circumstances."},
		{name: "the condition kept", source: src, excerpt: excerpt, supports: true,
			prop: "Under Rule 34.2 a late objection to a request for inspection is not forfeited if the objecting party shows good cause for the delay and serves it within ten days."},
	})
}
