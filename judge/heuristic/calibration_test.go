package heuristic

import "testing"

// Calibration (C-007): qualifiers dropped or strengthened, splits turned
// into agreement, separate opinions given as the court's, support found
// only next to the excerpt.
func TestHeuristicCalibration(t *testing.T) {
	const modify = "When a covenant not to compete is broader than necessary, a court may modify it and enforce it to the extent that it is reasonable. The power is discretionary."
	const generally = "Non-solicitation covenants are generally viewed as less restrictive than covenants not to compete, and courts tend to enforce them more readily, although they remain subject to the same requirement of reasonableness."
	const split = "Courts around the country are divided on whether continued at-will employment is sufficient consideration for a covenant not to compete."
	const weight = "In all but the most exceptional cases, a valid forum-selection clause should be given controlling weight."
	const presumption = "A covenant not to compete that restricts an employee for more than eighteen months is presumed unreasonable. The employer may rebut the presumption by clear and convincing evidence."
	const fairness = "Forum-selection clauses contained in form passage contracts are subject to judicial scrutiny for fundamental fairness."
	const factor = "The clause is a significant factor that figures centrally in the district court's calculus, but it is not dispositive."
	const dissent = "I would hold that continued at-will employment is not sufficient consideration for a covenant not to compete."
	runProbes(t, []probe{
		{name: "may becomes must", prop: "A court must modify an overbroad covenant not to compete and enforce it to the extent that it is reasonable.", excerpt: modify,
			supports: false, over: true, why: `"may"`},
		{name: "may kept", prop: "A court may modify an overbroad covenant not to compete and enforce it to the extent that it is reasonable.", excerpt: modify,
			supports: true},
		{name: "generally dropped, always added", prop: "Non-solicitation covenants are always enforced, because they are less restrictive than covenants not to compete.", excerpt: generally,
			supports: false, over: true},
		{name: "generally kept in other words", prop: "Non-solicitation covenants are ordinarily seen as less restrictive than non-competes and tend to be enforced more readily, though they must still be reasonable.", excerpt: generally,
			supports: true},
		{name: "split turned into agreement", prop: "Courts agree that continued at-will employment is sufficient consideration for a covenant not to compete.", excerpt: split,
			supports: false, over: true, why: "split"},
		{name: "split kept", prop: "Courts are divided on whether continued at-will employment is sufficient consideration for a covenant not to compete.", excerpt: split,
			supports: true},
		{name: "in all but the most exceptional cases dropped", prop: "A valid forum-selection clause must be given controlling weight.", excerpt: weight,
			supports: false, over: true},
		{name: "in all but kept", prop: "A valid forum-selection clause should be given controlling weight in all but the most exceptional cases.", excerpt: weight,
			supports: true},
		{name: "presumption made a rule", prop: "Any covenant not to compete that restricts an employee for more than eighteen months is void.", excerpt: presumption,
			supports: false, over: true},
		{name: "subject to dropped", prop: "Forum-selection clauses in form passage contracts are always enforceable.", excerpt: fairness,
			supports: false, over: true},
		{name: "subject to kept", prop: "Forum-selection clauses in form passage contracts can be enforced, but they are subject to judicial scrutiny for fundamental fairness.", excerpt: fairness,
			supports: true},
		{name: "a factor made controlling", prop: "The clause is controlling in the district court's calculus.", excerpt: factor,
			supports: false, over: true, why: "factor"},
		{name: "dissent given as the court's", prop: "The court held that continued at-will employment is not sufficient consideration for a covenant not to compete.", excerpt: dissent, source: "Brightline (NCX-7, NCX-7#c3, case, court Conn., section Farraday, J., dissenting)",
			supports: false, adverse: true, over: true, why: "dissent"},
		{name: "dissent given as the dissent's", prop: "A dissenting justice would have held that continued at-will employment is not sufficient consideration for a covenant not to compete.", excerpt: dissent, source: "Brightline (NCX-7, NCX-7#c3, case, court Conn., section Farraday, J., dissenting)",
			supports: true},
		{name: "resting on unretrieved adjacent text", prop: "The covenant could be enforced only in part because the practice's patients came from within ten miles, and because its trade secrets, confidential information and specialized training did not justify more.",
			excerpt: "The trial court found that the practice's patients came almost entirely from within ten miles of each office.", before: "An employer has a legitimate interest in protecting its trade secrets and confidential information and the specialized training it gave the employee.",
			supports: true, over: true, why: "adjacent"},
		{name: "adjacent text that was itself retrieved", prop: "The covenant could be enforced only in part because the practice's patients came from within ten miles, and because its trade secrets, confidential information and specialized training did not justify more.",
			excerpt: "The trial court found that the practice's patients came almost entirely from within ten miles of each office.", before: "An employer has a legitimate interest in protecting its trade secrets and confidential information and the specialized training it gave the employee.",
			sameDoc: "An employer has a legitimate interest in protecting its trade secrets and confidential information and the specialized training it gave the employee.", supports: true},
		{name: "always, where the passage states the rule without saying always", prop: "All courts always enforce forum-selection clauses in form contracts.", excerpt: "The question presented is whether a court should enforce a forum-selection clause printed in a passenger ticket, a form contract.",
			supports: false, over: true, why: "so general"},
		{name: "courts agree, where the passage reports no agreement", prop: "The courts of appeals agree that the chosen law governs the interpretation of a forum-selection clause.", excerpt: "The appeal raises a question that recurs: which body of law governs the interpretation of a forum-selection clause.",
			supports: false, over: true},
		{name: "must, where the passage says nothing of enforcement", prop: "Forum-selection clauses are valid and must be enforced.", excerpt: "The enforcement of valid forum-selection clauses protects the parties' legitimate expectations.",
			supports: false, over: true, why: "must"},
		{name: "a general rule resting on one decision's outcome", prop: "Forum-selection clauses in passenger tickets are enforced.", excerpt: "The Court of Appeals therefore erred in refusing to enforce the ticket's forum-selection clause.",
			supports: false, why: "one instrument"},
		{name: "an account of one decision need not repeat the rule's qualifier", prop: "The Court enforced the cruise ticket's forum-selection clause against the passengers.", excerpt: fairness + " The Court enforced the ticket's forum-selection clause against the passengers.",
			supports: true},
		{name: "a passage that says something else makes no overclaim of a qualifier", prop: "Arbitration clauses are presumptively valid and must be enforced unless the party resisting arbitration shows that they are unconscionable.",
			excerpt: "A court may stay the action while the arbitration proceeds. The parties may agree on the number of arbitrators.", supports: false},
		{name: "a rule stated with 'should not be enforced' is no account of one decision", prop: "The party resisting an arbitration clause bears the burden of showing why it should not be enforced.",
			excerpt: "In these circumstances, the party opposing the arbitration clause bears the burden of showing why it should not be enforced.", supports: true},
		{name: "without a trace, support beside the excerpt is not unretrieved support", prop: "The covenant could be enforced only in part because the practice's patients came from within ten miles, and because its trade secrets, confidential information and specialized training did not justify more.",
			excerpt: "The trial court found that the practice's patients came almost entirely from within ten miles of each office.", before: "An employer has a legitimate interest in protecting its trade secrets and confidential information and the specialized training it gave the employee.",
			source: SourceLabel("Harlow v. Pine", "NCX-3", "NCX-3#c2", "", "Minn.", "2019", "") + " [located in the Vault; no retrieval trace was given]", supports: true},
		{name: "a pinned passage that was not retrieved keeps the adjacent-text rule", prop: "The covenant could be enforced only in part because the practice's patients came from within ten miles, and because its trade secrets, confidential information and specialized training did not justify more.",
			excerpt: "The trial court found that the practice's patients came almost entirely from within ten miles of each office.", before: "An employer has a legitimate interest in protecting its trade secrets and confidential information and the specialized training it gave the employee.",
			source: SourceLabel("Harlow v. Pine", "NCX-3", "NCX-3#c2", "", "Minn.", "2019", "") + " [the pinned text; NOT among the retrieved chunks]", supports: true, over: true, why: "adjacent"},
	})
}
