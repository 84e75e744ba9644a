package memory

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// The grove-lifelog-v1 retrieval set: a deterministic synthetic
// multi-session dialogue between a person (Maya) and her assistant, 40
// weekly sessions, every turn a memory. 25 personal facts are each stated
// once in a random session, hidden among chit-chat, assistant replies that
// echo the topic, and distractors that share its words (a coworker's cat, a
// neighbour's truck). Each fact has two questions: one reusing a word of the
// statement, one paraphrased with none of its content words. A question's
// evidence is the one turn that states the fact.
//
// TestWriteDataset (with -write-dataset) writes it to testdata/ as jsonl.

const datasetName = "grove-lifelog-v1"

type turn struct {
	Session int       `json:"session"`
	Role    string    `json:"role"`
	Text    string    `json:"text"`
	At      time.Time `json:"created_at"`
}

type question struct {
	Text     string `json:"question"`
	Kind     string `json:"kind"` // lexical or paraphrase
	Evidence []int  `json:"evidence"`
}

type fact struct {
	statement  string
	reply      string // assistant's echo
	lexical    string
	paraphrase string
	distract   []string
}

func lifelogFacts(r *rand.Rand) []fact {
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	pet := pick("Biscuit", "Pepper", "Juniper", "Waffles")
	breed := pick("beagle", "corgi", "terrier")
	company := pick("Northwind", "Lumen Labs", "Greenfield Health")
	job := pick("data analyst", "product designer", "nurse practitioner")
	city := pick("Lisbon", "Denver", "Toronto", "Melbourne")
	return []fact{
		{"I finally adopted a " + breed + " puppy last weekend, we named her " + pet + ".", "Congratulations! " + pet + " is a lovely name.",
			"What did I name the puppy I adopted?", "What's my dog called?",
			[]string{"My coworker adopted a kitten and named it Mochi.", "The neighbour's dog barked all night again."}},
		{"I started a new position as a " + job + " at " + company + " on Monday.", "That's exciting, good luck in the new position!",
			"What position did I start recently?", "Where am I employed these days?",
			[]string{"My brother is thinking about quitting his job at the bank.", "Work was so busy this week that I skipped lunch."}},
		{"We're relocating to " + city + " next month for my partner's new job.", "Big change! Relocating takes a lot of planning.",
			"Where are we relocating to?", "Which town am I moving to?",
			[]string{"Our friends moved to Chicago last year and love it.", "Moving boxes are so expensive at the hardware store."}},
		{"Turns out I'm allergic to " + pick("shellfish", "peanuts", "penicillin") + ", the doctor confirmed it yesterday.", "Good that you found out; do you have an action plan?",
			"What did the doctor say I'm allergic to?", "Which substance gives me a reaction?",
			[]string{"My doctor's office moved to a new building downtown.", "Pollen season makes everyone at work sneeze."}},
		{"My younger sister " + pick("Ana", "Leah", "Rosa") + " just got into " + pick("Johns Hopkins", "McGill", "Stanford") + " for medical school.", "Wonderful news for your family!",
			"Which school did my younger sister get into?", "Where will my sibling study medicine?",
			[]string{"My cousin dropped out of school to start a bakery.", "The local school is raising money for a new gym."}},
		{"I've been practicing the " + pick("cello", "ukulele", "saxophone") + " every evening, working on a Bach piece.", "Daily practice really pays off.",
			"What have I been practicing every evening?", "Which instrument am I learning?",
			[]string{"My neighbour practices piano at 6am, it's driving me nuts.", "Every evening I walk around the block after dinner."}},
		{"I traded in the old car for a " + pick("Toyota Prius", "Honda Civic", "Kia Niro") + " hybrid.", "Hybrids are great on fuel.",
			"What did I trade my old car for?", "What vehicle do I drive now?",
			[]string{"My neighbour drives an old pickup truck that never starts.", "Traffic on the bridge was terrible today."}},
		{"Honestly nothing beats " + pick("ramen", "lasagna", "pho", "tacos") + ", it's my comfort dish.", "Comfort food is the best kind of food.",
			"What is my comfort dish?", "Which meal do I love most?",
			[]string{"My roommate cooked a terrible curry last night.", "The office cafeteria serves the same soup every day."}},
		{"I signed up for the " + pick("Berlin", "Boston", "Chicago") + " marathon in October.", "Time to build up those long runs!",
			"Which marathon did I sign up for?", "What race am I training to run?",
			[]string{"My friend ran a half marathon in under two hours.", "I signed up for a pottery class but never went."}},
		{"I'm halfway through " + pick("Middlemarch", "The Overstory", "Piranesi") + ", the novel my club picked.", "What do you think of it so far?",
			"Which novel did my club pick?", "What book am I reading at the moment?",
			[]string{"My club meets on the first Thursday of the month.", "I bought a new bookshelf for the living room."}},
		{"My birthday is on " + pick("March 3", "July 19", "November 28") + ", I'm turning 35.", "An early happy birthday to you!",
			"When is my birthday?", "What date was I born on?",
			[]string{"My dad's birthday party was loud and fun.", "I was turning the heating on when the power went out."}},
		{"I switched from coffee to " + pick("green tea", "matcha", "chai") + " in the mornings.", "That should be gentler on your sleep.",
			"What did I switch to from coffee?", "What do I drink at breakfast now?",
			[]string{"The coffee machine at work broke again.", "Mornings are hard when it's dark outside."}},
		{"My husband " + pick("Tom", "Diego", "Sam") + " works as a " + pick("firefighter", "pharmacist", "carpenter") + ".", "That must keep him busy.",
			"What does my husband work as?", "What is my spouse's occupation?",
			[]string{"My husband's brother visited for the weekend.", "She works as hard as anyone I know."}},
		{"We booked flights to " + pick("Japan", "Peru", "Iceland") + " for our anniversary in May.", "What a lovely way to celebrate.",
			"Where did we book flights to for our anniversary?", "Where are we going on holiday?",
			[]string{"My parents booked a cruise for their anniversary.", "Flights got delayed at the airport yesterday."}},
		{"I've always been terrified of " + pick("spiders", "heights", "deep water") + ".", "That's a very common fear.",
			"What am I terrified of?", "What is my phobia?",
			[]string{"The horror movie last night was terrifying.", "My son is scared of the dark."}},
		{"I'm taking " + pick("Portuguese", "Japanese", "German") + " classes twice a week at the community center.", "Learning a language as an adult takes real commitment.",
			"Which classes am I taking at the community center?", "Which foreign tongue am I studying?",
			[]string{"The community center is hosting a book fair.", "I'm taking my bike in for repairs this week."}},
		{"Our son " + pick("Leo", "Max", "Noah") + " starts kindergarten in September.", "Such a milestone for your family.",
			"When does our son start kindergarten?", "When does my kid begin school?",
			[]string{"My niece starts college in the fall.", "September is always a hectic month at work."}},
		{"The tomatoes in my backyard garden are finally ripe.", "Nothing tastes like homegrown tomatoes.",
			"What is ripe in my backyard garden?", "What vegetables am I growing?",
			[]string{"Someone left a bag of tomatoes at our door.", "The backyard fence needs painting."}},
		{"I'm a lifelong " + pick("Celtics", "Arsenal", "Packers") + " fan, never miss a game.", "Let's hope they have a good season.",
			"Which team am I a lifelong fan of?", "What sports club do I support?",
			[]string{"My coworker is a huge fan of tennis.", "We played a board game with the neighbours."}},
		{"I haven't slept well in weeks, maybe four hours a night.", "That's rough; have you talked to anyone about it?",
			"How many hours a night have I slept lately?", "Do I have trouble with insomnia?",
			[]string{"The baby next door cries every night.", "We stayed up all night watching the election."}},
		{"I went vegetarian at the start of the year.", "How are you finding it so far?",
			"When did I go vegetarian?", "Do I still eat meat?",
			[]string{"My sister's restaurant just added a vegetarian menu.", "At the start of the year I always make resolutions."}},
		{"My laptop died so I bought a " + pick("ThinkPad X1", "MacBook Air", "Framework 13") + ".", "Hope the data transfer went smoothly.",
			"What did I buy after my laptop died?", "Which computer did I purchase?",
			[]string{"My phone screen cracked when I dropped it.", "The battery in the car died this morning."}},
		{"I've gotten really into film photography, shooting with my dad's old " + pick("Pentax K1000", "Canon AE-1", "Nikon FM2") + ".", "Film has such a beautiful look.",
			"Whose old camera do I shoot film with?", "What hobby involving pictures have I taken up?",
			[]string{"My dad's old records are still in the attic.", "I shot a video of the parade for my niece."}},
		{"Got a raise today, my salary is now " + pick("$92,000", "$78,500", "$105,000") + ".", "Congratulations, well deserved!",
			"What is my salary after the raise?", "How much money do I earn?",
			[]string{"Rent went up again this year.", "My friend got a promotion but no raise."}},
		{"My best friend " + pick("Priya", "Jonas", "Ella") + " is getting married in June.", "How exciting! Are you in the wedding party?",
			"When is my best friend getting married?", "When is my pal's wedding?",
			[]string{"My cousin got engaged on a ski trip.", "June is the busiest month for weddings."}},
	}
}

var lifelogFiller = []string{
	"Can you help me draft an email to my landlord about the heating?",
	"What's a good recipe for a quick weeknight dinner?",
	"I'm so tired today, long week.",
	"Remind me to call the dentist tomorrow.",
	"The weather has been grey all week.",
	"Any tips for staying focused in the afternoon?",
	"I watched a documentary about octopuses, fascinating.",
	"We cleaned out the garage this weekend.",
	"How do I fix a leaky kitchen tap?",
	"My coworker keeps scheduling meetings at lunch.",
	"I need a gift idea for my mom.",
	"Traffic was awful on the way home.",
	"I tried a new yoga class, it was hard.",
	"Can you summarize the news about the election?",
	"I should really start saving more money.",
	"Our internet went down for half a day.",
	"I'm planning to repaint the bedroom.",
	"The kids had a snow day today.",
	"What's the difference between a latte and a flat white?",
	"I finished a big project at work today.",
}

var lifelogReplies = []string{
	"Sure, here's a draft you can adapt.",
	"That sounds like a lot; take it easy tonight.",
	"Here are a few ideas you could try.",
	"Got it, I'll keep that in mind.",
	"Happy to help with that.",
	"That's interesting, tell me more.",
}

// lifelogDataset builds the turns and questions.
func lifelogDataset() ([]turn, []question) {
	r := rand.New(rand.NewPCG(2026, 4))
	facts := lifelogFacts(r)
	const sessions = 40
	start := time.Date(2025, 1, 6, 18, 0, 0, 0, time.UTC)
	// assign each fact a session, and each distractor another one
	factAt := map[int][]int{}
	distractAt := map[int][]string{}
	for i, f := range facts {
		s := r.IntN(sessions)
		factAt[s] = append(factAt[s], i)
		for _, d := range f.distract {
			distractAt[r.IntN(sessions)] = append(distractAt[r.IntN(sessions)], d)
		}
	}
	var turns []turn
	var qs []question
	evidence := map[int]int{}
	for s := range sessions {
		at := start.AddDate(0, 0, 7*s)
		add := func(role, text string) int {
			turns = append(turns, turn{Session: s, Role: role, Text: text, At: at.Add(time.Duration(len(turns)%50) * time.Minute)})
			return len(turns) - 1
		}
		var user []string
		for range 6 + r.IntN(5) {
			user = append(user, lifelogFiller[r.IntN(len(lifelogFiller))])
		}
		user = append(user, distractAt[s]...)
		r.Shuffle(len(user), func(i, j int) { user[i], user[j] = user[j], user[i] })
		for i, u := range user {
			if i == len(user)/2 {
				for _, fi := range factAt[s] {
					evidence[fi] = add("user", facts[fi].statement)
					add("assistant", facts[fi].reply)
				}
			}
			add("user", u)
			add("assistant", lifelogReplies[r.IntN(len(lifelogReplies))])
		}
		if len(user) == 0 {
			for _, fi := range factAt[s] {
				evidence[fi] = add("user", facts[fi].statement)
				add("assistant", facts[fi].reply)
			}
		}
	}
	for i, f := range facts {
		qs = append(qs,
			question{Text: f.lexical, Kind: "lexical", Evidence: []int{evidence[i]}},
			question{Text: f.paraphrase, Kind: "paraphrase", Evidence: []int{evidence[i]}})
	}
	return turns, qs
}

func (t turn) String() string {
	return fmt.Sprintf("[%d %s] %s", t.Session, t.Role, strings.TrimSpace(t.Text))
}
