package agent

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// Spending caps. A turn runs under the caps in force before each step:
// its own (set with the message, raised to continue it, else the agent
// file's budget) and its branch's. What a step may cost is estimated
// before it runs (StepEstimate); a step that would take the spend past a
// cap does not run, and the turn ends incomplete saying which cap and what
// was spent. Once the spend reaches the switch point of a cap (the agent's
// budget_switch, 80% by default) an agent with several models runs its
// steps on the next cheaper of them. A model without prices costs nothing,
// which a notice says once on the branch. A turn an agent CLI runs
// (agent/backend) is one run whose steps grove does not see: it does not
// start once a cap in force is reached, and what the run reports it cost
// counts against the caps from then on (backendOverBudget).

// ChoseBudget is how a step's model was chosen when a cap near its end
// moved it to a cheaper one (recorded on its entries).
const ChoseBudget = "budget"

// defaultOutputEstimate is the reply size a step is assumed to reach when
// neither the agent nor its model sets max_tokens (what grove asks
// Anthropic for then).
const defaultOutputEstimate = 8192

// checkBudget refuses a cap that is not an amount of dollars.
func checkBudget(cap float64) error {
	if math.IsNaN(cap) || math.IsInf(cap, 0) || cap < 0 {
		return session.Errorf(session.EINVALID, "a budget is an amount of dollars, 0 or more (e.g. 0.50)")
	}
	return nil
}

// capTurn records the cap a new turn was sent with, before it runs; a
// turn whose cap cannot be saved fails rather than run without it.
func (r *Runtime) capTurn(ctx context.Context, turnID string, cap float64) error {
	if cap == 0 {
		return nil
	}
	err := r.store.SetTurnBudget(ctx, turnID, cap)
	if err != nil {
		r.store.UpdateTurn(ctx, turnID, session.TurnUpdate{Status: session.TurnFailed, Error: new(err.Error())})
	}
	return err
}

// budgetCap is one cap in force for a step and what was spent against it.
type budgetCap struct {
	branch     bool // the branch's cap (else the turn's)
	cap, spent float64
	// conv and of: a cap of a turn that delegated to this one (see
	// delegatorCaps), its conversation and agent.
	conv, of string
}

// turnBudget is what a turn remembers of its caps between steps.
type turnBudget struct {
	caps []budgetCap // read before the current step
	// movedTo is the model the turn last moved to at a switch point;
	// freeSaid: the turn said a model of it has no prices.
	movedTo  string
	freeSaid bool
	// child: whether the turn's conversation was started by a delegation
	// (read at its first step: 0 not yet, 1 no, 2 yes).
	child int8
}

// readCaps reads the caps in force for the next step. A cap that cannot
// be read is left out (logged): a damaged row never stops a turn.
func (t *turnRun) readCaps(ctx context.Context) {
	ctx = context.WithoutCancel(ctx)
	spent := t.usage.Total().Cost
	t.budget.caps = t.budget.caps[:0]
	own, err := t.rt.store.TurnBudget(ctx, t.turn.ID)
	if err != nil {
		t.rt.opts.Log.Error("reading the turn's budget", "turn", t.turn.ID, "err", err)
	}
	if own == 0 {
		own = t.def.Budget
	}
	if own > 0 {
		t.budget.caps = append(t.budget.caps, budgetCap{cap: own, spent: spent})
	}
	bc, err := t.rt.store.BranchBudget(ctx, t.turn.ConversationID, t.turn.Branch)
	if err == nil && bc > 0 {
		var other float64
		other, err = t.rt.store.BranchSpend(ctx, t.turn.ConversationID, t.turn.Branch, t.turn.ID)
		if err == nil {
			t.budget.caps = append(t.budget.caps, budgetCap{branch: true, cap: bc, spent: other + spent})
		}
	}
	if err != nil {
		t.rt.opts.Log.Error("reading the branch's budget", "turn", t.turn.ID, "err", err)
	}
	t.countChildren(ctx)
}

// budgetModel moves a step to the next cheaper of the agent's models when
// a cap in force is used up to the switch point; the timeline says so
// whenever the turn moves to a model it was not on. A turn whose model a
// person chose keeps it.
func (t *turnRun) budgetModel(def config.Definition, ref, why string) (config.Definition, string, string) {
	if len(t.def.Models) < 2 || t.turn.Model != "" {
		return def, ref, why
	}
	at := t.def.BudgetSwitch
	if at <= 0 {
		at = config.DefaultBudgetSwitch
	}
	var hit *budgetCap
	for i, c := range t.budget.caps {
		if c.spent >= at*c.cap {
			hit = &t.budget.caps[i]
			break
		}
	}
	if hit == nil {
		return def, ref, why
	}
	next, ok := nextCheaper(t.def.Models, def.Profile)
	if !ok {
		return def, ref, why // already the cheapest
	}
	if t.budget.movedTo != next.Ref {
		t.budget.movedTo = next.Ref
		from := ref
		if from == "" {
			from = def.Profile.Name
		}
		t.notice(fmt.Sprintf("%s %s is %.0f%% used (spent %s): moving from %s to %s, the next cheaper of the agent's models",
			hit.name(), USD(hit.cap), 100*hit.spent/hit.cap, USD(hit.spent), from, next.Ref))
	}
	def.Profile = next.Profile
	return def, next.Ref, ChoseBudget
}

// nextCheaper is the dearest of models that costs less than p (by the sum
// of its input and output prices).
func nextCheaper(models []config.ModelOption, p llm.Profile) (config.ModelOption, bool) {
	price := func(p llm.Profile) float64 { return p.Prices.InputPerMTok + p.Prices.OutputPerMTok }
	cur := price(p)
	var best config.ModelOption
	found := false
	for _, m := range models {
		if c := price(m.Profile); c < cur && (!found || c > price(best.Profile)) {
			best, found = m, true
		}
	}
	return best, found
}

// StepEstimate is what a step may cost at most, in dollars: the request's
// input tokens (its characters divided by four, see llm.EstimateTokens)
// at the model's input price, plus the most it may answer (the request's
// max_tokens, else the model's, else defaultOutputEstimate) at its output
// price. Cache discounts are not counted: the estimate errs high.
func StepEstimate(p llm.Profile, req llm.Request) float64 {
	out := req.MaxTokens
	if out <= 0 {
		out = p.MaxTokens
	}
	if out <= 0 {
		out = defaultOutputEstimate
	}
	return (float64(llm.EstimateTokens(req))*p.Prices.InputPerMTok + float64(out)*p.Prices.OutputPerMTok) / 1e6
}

// overBudget is the reason the step about to run with req must not ("" when
// it may): the first cap it would take the spend past. view is the branch
// as the step reads it: a model without prices is said to be free once on
// it.
func (t *turnRun) overBudget(p llm.Profile, req llm.Request, view []session.Entry) string {
	if len(t.budget.caps) == 0 {
		return ""
	}
	if p.Prices == (llm.Prices{}) {
		if said := freeNotice(p); !t.budget.freeSaid && !noticed(view, said) {
			t.notice(said)
		}
		t.budget.freeSaid = true
		return ""
	}
	est := StepEstimate(p, req)
	for _, c := range t.budget.caps {
		if c.spent+est <= c.cap {
			continue
		}
		return fmt.Sprintf("%s %s reached: spent %s (the next step may cost up to %s); %s", c.name(), USD(c.cap), USD(c.spent), USD(est), c.how(t.turn.ConversationID))
	}
	return ""
}

// how says how to go on past a cap reached on conversation convID.
func (c budgetCap) how(convID string) string {
	if c.conv != "" {
		return fmt.Sprintf("it is the cap of the %s turn that delegated this one (conversation %s); %s", c.of, c.conv, budgetCap{branch: c.branch}.how(c.conv))
	}
	if c.branch {
		return fmt.Sprintf("raise it to go on: /budget branch USD then /continue, or grove branch budget %s USD then grove continue %s", convID, convID)
	}
	return fmt.Sprintf("raise it to go on: /budget USD then /continue, or grove continue %s --budget USD", convID)
}

func freeNotice(p llm.Profile) string {
	return fmt.Sprintf("model %s has no prices: its steps count as free against the budget", modelName(p))
}

// noticed reports whether view holds a notice saying text.
func noticed(view []session.Entry, text string) bool {
	for i := range view {
		if view[i].Kind == session.EntryNotice && session.Text(view[i].Content) == text {
			return true
		}
	}
	return false
}

func (c budgetCap) name() string {
	if c.branch {
		return "branch budget"
	}
	return "budget"
}

func modelName(p llm.Profile) string {
	if p.Name != "" {
		return p.Name
	}
	return p.Provider + "/" + p.Model
}

// ParseUSD reads an amount of dollars a person typed ("0.50", "$0.50");
// "none", "off" and 0 mean no cap. Errors: EINVALID.
func ParseUSD(s string) (float64, error) {
	t := strings.TrimPrefix(strings.TrimSpace(s), "$")
	switch strings.ToLower(t) {
	case "none", "off":
		return 0, nil
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || checkBudget(v) != nil {
		return 0, session.Errorf(session.EINVALID, "%q is not an amount of dollars (e.g. 0.50; 0 or none for no cap)", s)
	}
	return v, nil
}

// USD writes dollars as a person reads them: cents, or four decimals
// below one cent.
func USD(v float64) string {
	if v != 0 && math.Abs(v) < 0.01 {
		return fmt.Sprintf("$%.4f", v)
	}
	return fmt.Sprintf("$%.2f", v)
}
