// The statement language of `layoutlab-cli eval`: literals, tilers, variables, calls with template
// arguments, evaluation at coordinates, errors as values, and the extension API the atoms code uses.
// Expected printed values of CuTe operations were checked with real CuTe (see differential.py).
#include <QTest>

#include "core/expr/builtins.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/parser.hpp"

namespace {

using ll::expr::Session;

std::string run(Session& s, const std::string& line) {
  auto r = s.run_line(line);
  if (!r) return "<nothing>";
  return r->ok() ? r->value() : "error: " + r->error();
}

std::string run(const std::string& line) {
  Session s;
  return run(s, line);
}

// A stand-in for an extension's object kind (e.g. a TiledMMA): prints two lines, has one member.
class Counter : public ll::expr::Object {
 public:
  explicit Counter(std::int64_t n) : n_(n) {}
  std::string kind() const override { return "Counter"; }
  std::string print() const override { return "Counter\n  n: " + std::to_string(n_); }
  ll::expr::Value member(std::string_view name, ll::expr::CallArgs& c) const override {
    if (name == "get_layout") {
      if (auto e = c.expect_args(0, "get_layout")) ll::fail(e->message);
      return ll::expr::Value(ll::Layout{ll::IntTuple(ll::Int{n_, true}), ll::IntTuple(ll::Int{1, true})});
    }
    return Object::member(name, c);
  }

 private:
  std::int64_t n_;
};

}  // namespace

class TestEvalLanguage : public QObject {
  Q_OBJECT
 private slots:
  void literals() {
    QCOMPARE(run("_4"), std::string("_4"));
    QCOMPARE(run("4"), std::string("4"));
    QCOMPARE(run("(_4, (2, _3))"), std::string("(_4,(2,_3))"));
    QCOMPARE(run("(4)"), std::string("(4)"));
    QCOMPARE(run("()"), std::string("()"));
    QCOMPARE(run("(_4,(_2,_3)):(_1,(_4,_8))"), std::string("(_4,(_2,_3)):(_1,(_4,_8))"));
    QCOMPARE(run("_8:_1"), std::string("_8:_1"));
    QCOMPARE(run("Int<4>{}"), std::string("_4"));
    QCOMPARE(run("_"), std::string("_"));
  }

  void negativeExtentsReadAsPrinted() {
    // CuTe prints left_inverse(Layout<_4,_-1>{}) as (_-1,_4):(_0,_1); the text reads back to that value
    Session s;
    QCOMPARE(run(s, "L = (_-1,_4):(_0,_1)"), std::string("(_-1,_4):(_0,_1)"));
    QCOMPARE(run(s, "left_inverse(_4:_-1)"), run(s, "L"));
    QCOMPARE(run(s, "make_layout(make_shape(_-1,_4), make_stride(_0,_1))"), std::string("(_-1,_4):(_0,_1)"));
    QCOMPARE(run(s, "size(L)"), std::string("_-4"));  // CuTe's size and cosize
    QCOMPARE(run(s, "cosize(L)"), std::string("_4"));
    QCOMPARE(run(s, "get<1>(L)"), std::string("_4:_1"));
    QCOMPARE(run(s, "flatten(L)"), std::string("(_-1,_4):(_0,_1)"));
    // anything else is refused, naming the extent, not computed from a negative size
    QVERIFY(run(s, "coalesce(L)").rfind("error: coalesce: (_-1,_4):(_0,_1) has a negative extent (size _-4)", 0) == 0);
    QVERIFY(run(s, "logical_divide(_8:_1, L)").rfind("error: logical_divide: (_-1,_4):(_0,_1) has a negative extent", 0) == 0);
    QVERIFY(run("(0,4):(1,1)").rfind("error: make_layout: extent 0 at mode 0 is not positive", 0) == 0);
  }
  void hexadecimalLiterals() {  // addresses as C++ writes them
    QCOMPARE(run("0x1000"), std::string("4096"));
    QCOMPARE(run("_0x10"), std::string("_16"));
    QCOMPARE(run("(0xff, 0X1A)"), std::string("(255,26)"));
    QVERIFY(run("0x").rfind("error:", 0) == 0);
    QVERIFY(run("0x8000000000000000").find("integer overflows int64") != std::string::npos);
  }
  void tilers() {
    QCOMPARE(run("<_2:_1,_4:_1>"), std::string("(_2:_1,_4:_1)"));
    QCOMPARE(run("(_2:_1, _4:_1)"), std::string("(_2:_1,_4:_1)"));
    QCOMPARE(run("<_2:_1>"), std::string("(_2:_1)"));
    QCOMPARE(run("(_2:_1)"), std::string("_2:_1"));  // parentheses around one layout only group
    QCOMPARE(run("(_2:_1, _)"), std::string("(_2:_1,_)"));
  }

  void variablesAndComments() {
    Session s;
    QCOMPARE(run(s, "L = (_4,_8):(_8,_1)"), std::string("(_4,_8):(_8,_1)"));
    QCOMPARE(run(s, "size(L)"), std::string("_32"));
    QCOMPARE(run(s, "  # a comment"), std::string("<nothing>"));
    QCOMPARE(run(s, "   "), std::string("<nothing>"));
    QCOMPARE(run(s, "L(3)"), std::string("24"));
    QCOMPARE(run(s, "L(1,2)"), std::string("10"));
    QCOMPARE(run(s, "L((1,2))"), std::string("10"));
    QCOMPARE(run(s, "L(1,_)"), std::string("(_8):(_1)"));
    QCOMPARE(run(s, "L2 = L"), std::string("(_4,_8):(_8,_1)"));
    QVERIFY(run(s, "M(1)").rfind("error: unknown function 'M'", 0) == 0);
  }

  void callsAndTemplateArguments() {
    QCOMPARE(run("((_4,_2):(_2,_1))(3)"), std::string("6"));
    QCOMPARE(run("select<1,3>((_2,_3,_5,_7):(_1,_2,_6,_30))"), std::string("(_3,_7):(_2,_30)"));
    QCOMPARE(run("get<1,0>(((_2,_3),(_5,_7)))"), std::string("_5"));
    QCOMPARE(run("Swizzle<3,4,3>"), std::string("Sw<3,4,3>"));
    QCOMPARE(run("Swizzle<3,4,3>{}"), std::string("Sw<3,4,3>"));
    QCOMPARE(run("((_4,_8):(_8,_1)).compose(_4:_8)"), std::string("_4:_2"));
    QCOMPARE(run("size((_4,_8):(_8,_1))"), std::string("_32"));
  }

  // What CuTe prints reads back as the value it printed: `Sw<B,M,S>` and the ComposedLayout `A o OFFSET o B`,
  // kept as written (CuTe's print of make_composed_layout(Swizzle<0,0,-1>{}, _0{}, L) is not simplified).
  void printedComposedLayoutsReadBack() {
    QCOMPARE(run("Sw<2,0,-3> o _0 o (_8,_8):(_8,_1)"), std::string("Sw<2,0,-3> o _0 o (_8,_8):(_8,_1)"));
    QCOMPARE(run("_4:_1 o _2 o (_2,_2):(_1,_2)"), std::string("_4:_1 o _2 o (_2,_2):(_1,_2)"));
    QCOMPARE(run("Sw<0,0,-1> o _0 o (_1):(_0)"), std::string("Sw<0,0,-1> o _0 o (_1):(_0)"));
    QCOMPARE(run("Sw<3,4,3>"), std::string("Sw<3,4,3>"));
    // An operation takes the printed value as its argument (CuTe's composition_test and inverse_left).
    QCOMPARE(run("left_inverse(Sw<1,0,2> o _0 o (_4,_4):(_1,_4))"), std::string("Sw<1,0,2> o _0 o _16:_1"));
    Session s;
    QCOMPARE(run(s, "off = 3"), std::string("3"));
    QVERIFY(run(s, "Sw<3,4,3> o off").rfind("error: parse error at column 16: expected 'o' and the inner layout", 0) == 0);
  }

  void templateArgumentsKeepTheirSpelling() {
    auto st = ll::expr::parse_statement("MMA_Atom<SM90_64x64x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::MN>>");
    QVERIFY(st.ok());
    QCOMPARE(st->targs(st->expr()).size(), std::size_t(1));
    QCOMPARE(st->targs(st->expr())[0].spelling(), std::string("SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::MN>"));
    auto braces = ll::expr::parse_statement("make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, (_2,_2,_1))");
    QVERIFY(braces.ok());
  }

  void errorsAreValuesNamingTheProblem() {
    QVERIFY(run("(4,8):(1)").find("not congruent") != std::string::npos);
    QVERIFY(run("(_4,_8").rfind("error: parse error at column", 0) == 0);
    QVERIFY(run("99999999999999999999").find("overflow") != std::string::npos);
    QVERIFY(run("size()").find("size: expected 1 argument, got 0") != std::string::npos);
    QVERIFY(run("select<x>(_4:_1)").find("must be a number") != std::string::npos);
    QVERIFY(run("nosuchfn(1)").find("unknown function 'nosuchfn'") != std::string::npos);
    QVERIFY(run("print_layout((_2,_2,_2):(_1,_2,_4))").rfind("error:", 0) == 0);
    QVERIFY(run("left_inverse((_4,_8):(8,_1))").rfind("error:", 0) == 0);  // CuTe: static_assert
    QVERIFY(run("L = ").rfind("error:", 0) == 0);
  }

  // An error raised inside a builtin leaves the evaluator as state (core/expr/eval.cpp, `guarded`): from
  // every position an argument can take, the statement answers the innermost error, a failed binding binds
  // nothing, and the session goes on.
  void errorsFromEveryPositionStopTheStatement() {
    const std::string bad = "composition((_4,5):(_1,4), 10:_1)";
    const std::string msg = "error: composition: shape divisibility violated: 10 is not divisible by 4 at mode 0";
    for (const std::string& statement :
         {bad, "size(" + bad + ")", "make_layout(_2:_1, " + bad + ")", "<_2:_1," + bad + ">", "(_2:_1," + bad + ")",
          "(" + bad + ")(1)", bad + ".shape()", "size(size(" + bad + "))", "coalesce(" + bad + ", (_1,_1))"})
      QCOMPARE(run(statement), msg);
    QCOMPARE(run("(_4:_1)(" + bad + ")"), msg);  // as a coordinate
    // The first error wins: nothing after it is evaluated (`nosuch` would fail too, with its own message).
    for (const std::string& statement :
         {"<" + bad + ",nosuch>", "(_2:_1," + bad + ",nosuch)", "make_layout(" + bad + ",nosuch)",
          bad + ".compose(nosuch)", "(" + bad + "):(nosuch)", "(" + bad + ",nosuch)"})
      QCOMPARE(run(statement), msg);
    QCOMPARE(run("size(nosuch)"), std::string("error: unknown name 'nosuch'"));
    QCOMPARE(run("size((_4:_1).nomember())"), std::string("error: a Layout has no member 'nomember'"));
    QCOMPARE(run("(_4:_1)(9)"), std::string("error: coordinate 9 is out of range for the layout of size _4"));

    Session s;
    QCOMPARE(run(s, "x = _8:_1"), std::string("_8:_1"));
    QCOMPARE(run(s, "x = " + bad), msg);
    QCOMPARE(run(s, "x"), std::string("_8:_1"));  // the failed statement bound nothing
    QCOMPARE(run(s, "y = size(" + bad + ")"), msg);
    QVERIFY(s.variables().count("y") == 0);
    QCOMPARE(run(s, "size(x)"), std::string("_8"));  // and the session goes on

    // Session::evaluate (the GUI's console) reports the same error.
    auto st = ll::expr::parse_statement("z = size(" + bad + ")");
    QVERIFY(st.ok());
    auto r = s.evaluate(st.value());
    QVERIFY(!r.ok());
    QCOMPARE("error: " + r.error(), msg);
    QVERIFY(s.variables().count("z") == 0);
  }

  void hostileInputNeverCrashes() {
    QVERIFY(run(std::string(100000, '(')).find("nesting deeper") != std::string::npos);
    QVERIFY(run(std::string(5000, '<')).rfind("error:", 0) == 0);
    QVERIFY(run("select<" + std::string(3000, '<')).rfind("error:", 0) == 0);
    QVERIFY(run("(_4:_1)(((((((((").rfind("error:", 0) == 0);
    QVERIFY(run("Swizzle<99,99,99>").rfind("error:", 0) == 0);
    QVERIFY(run("(_1073741824,_1073741824,_1073741824):(_1,_1073741824,_1)").size() > 0);
  }

  void extensionsRegisterBuiltinsAndObjects() {
    ll::expr::register_builtin({"make_counter", "make_counter<N>()", "test object", [](ll::expr::CallArgs& c)
                                    -> ll::expr::Value {
      auto n = c.targ_number(0, "make_counter");
      if (!n) ll::fail(n.error());
      return ll::expr::Value(ll::expr::ObjectPtr(std::make_shared<const Counter>(*n)));
    }});
    ll::expr::register_name_resolver([](const std::string& name, ll::expr::CallArgs&)
                                         -> std::optional<ll::expr::Value> {
      if (name.rfind("SM80_", 0) != 0) return std::nullopt;
      return ll::expr::Value(ll::expr::Text{name});
    });
    Session s;
    QCOMPARE(run(s, "c = make_counter<3>()"), std::string("Counter\n  n: 3"));
    QCOMPARE(run(s, "c.get_layout()"), std::string("_3:_1"));
    QVERIFY(run(s, "c.nope()").find("Counter has no member 'nope'") != std::string::npos);
    QCOMPARE(run(s, "SM80_16x8x16_F16F16F16F16_TN{}"), std::string("SM80_16x8x16_F16F16F16F16_TN"));
    QVERIFY(run(s, "make_counter<x>()").rfind("error: make_counter: template argument 0 must be a number", 0) == 0);
    bool listed = false;
    for (const auto* b : ll::expr::all_builtins()) listed = listed || b->name == "make_counter";
    QVERIFY(listed);
  }
};

QTEST_MAIN(TestEvalLanguage)
#include "test_eval_language.moc"
