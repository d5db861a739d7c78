<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CardCommands</name>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Change extent of %1 mode %2</source>
        <translation>更改 %1 的模式 %2 的大小</translation>
    </message>
    <message>
        <source>Change stride of %1 mode %2</source>
        <translation>更改 %1 的模式 %2 的步长</translation>
    </message>
    <message>
        <source>Group modes %1..%2 of %3</source>
        <translation>组合 %3 的模式 %1..%2</translation>
    </message>
    <message>
        <source>Flatten mode %1 of %2</source>
        <translation>展平 %2 的模式 %1</translation>
    </message>
    <message>
        <source>Move mode %1 of %2 to position %3</source>
        <translation>将 %2 的模式 %1 移到位置 %3</translation>
    </message>
    <message>
        <source>Split mode %1 of %2 by %3</source>
        <translation>按 %3 拆分 %2 的模式 %1</translation>
    </message>
    <message>
        <source>Name mode %1 of %2 &quot;%3&quot;</source>
        <translation>将 %2 的模式 %1 命名为“%3”</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <translation>添加卡片 %1</translation>
    </message>
    <message>
        <source>Apply %1</source>
        <translation>应用 %1</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation>删除卡片 %1</translation>
    </message>
</context>
<context>
    <name>CardEdits</name>
    <message>
        <source>mode %1: enter a single integer such as 4 or _4</source>
        <translation>模式 %1：请输入单个整数，例如 4 或 _4</translation>
    </message>
    <message>
        <source>split: enter a divisor such as 2 or _2</source>
        <translation>拆分：请输入除数，例如 2 或 _2</translation>
    </message>
    <message>
        <source>the card holds no layout yet: correct its text first</source>
        <translation>该卡片尚无布局：请先修正其文本</translation>
    </message>
</context>
<context>
    <name>CardExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>CuTe C++…</source>
        <translation>CuTe C++…</translation>
    </message>
    <message>
        <source>CuTe Python DSL…</source>
        <translation>CuTe Python DSL…</translation>
    </message>
    <message>
        <source>LaTeX / TikZ…</source>
        <translation>LaTeX / TikZ…</translation>
    </message>
    <message>
        <source>SVG picture…</source>
        <translation>SVG 图片…</translation>
    </message>
    <message>
        <source>PNG picture…</source>
        <translation>PNG 图片…</translation>
    </message>
    <message>
        <source>card %1 holds no layout yet: %2</source>
        <translation>卡片 %1 尚无布局：%2</translation>
    </message>
</context>
<context>
    <name>CardHandle</name>
    <message>
        <source>Drag this card onto another card to combine them</source>
        <translation>将此卡片拖到另一张卡片上以组合两者</translation>
    </message>
</context>
<context>
    <name>ColourScheme</name>
    <message>
        <source>Viridis (continuous)</source>
        <translation>Viridis（连续）</translation>
    </message>
    <message>
        <source>Cividis (continuous)</source>
        <translation>Cividis（连续）</translation>
    </message>
    <message>
        <source>Okabe-Ito (categorical)</source>
        <translation>Okabe-Ito（分类）</translation>
    </message>
    <message>
        <source>Paul Tol muted (categorical)</source>
        <translation>Paul Tol muted（分类）</translation>
    </message>
    <message>
        <source>Pastel rainbow (not colour-blind safe)</source>
        <translation>柔和彩虹（对色盲不友好）</translation>
    </message>
    <message>
        <source>High contrast (presentation)</source>
        <translation>高对比度（演示）</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Explorer for NVIDIA CuTe layouts</source>
        <translation>NVIDIA CuTe 布局浏览器</translation>
    </message>
    <message>
        <source>Documents to open.</source>
        <translation>要打开的文档。</translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>将窗口渲染到 FILE（PNG）后退出。</translation>
    </message>
    <message>
        <source>Open with this layout in card A (CuTe notation).</source>
        <translation>启动时在卡片 A 中使用此布局（CuTe 记法）。</translation>
    </message>
    <message>
        <source>Add a card (EXPR or NAME=EXPR); repeatable.</source>
        <translation>添加一张卡片（EXPR 或 NAME=EXPR）；可重复指定。</translation>
    </message>
    <message>
        <source>Open a built-in example document: divide, product, compose, tensor.</source>
        <translation>打开内置示例文档：divide、product、compose、tensor。</translation>
    </message>
    <message>
        <source>Edit card A: set the stride of mode PATH (e.g. 1,0=_4).</source>
        <translation>编辑卡片 A：设置模式 PATH 的步长（例如 1,0=_4）。</translation>
    </message>
    <message>
        <source>Edit card A: set the extent of mode PATH.</source>
        <translation>编辑卡片 A：设置模式 PATH 的大小。</translation>
    </message>
    <message>
        <source>Edit card A: split mode PATH by Q (e.g. 1=2).</source>
        <translation>编辑卡片 A：按 Q 拆分模式 PATH（例如 1=2）。</translation>
    </message>
    <message>
        <source>Name a top-level mode of card A (e.g. 0=M).</source>
        <translation>为卡片 A 的顶层模式命名（例如 0=M）。</translation>
    </message>
    <message>
        <source>Show the menu of dropping card B onto card A.</source>
        <translation>显示将卡片 B 拖放到卡片 A 上时弹出的菜单。</translation>
    </message>
    <message>
        <source>Drop card B onto card A and choose OP (e.g. logical_divide).</source>
        <translation>将卡片 B 拖放到卡片 A 上并选择 OP（例如 logical_divide）。</translation>
    </message>
    <message>
        <source>Show step N (1-based, or &apos;last&apos;) in the stepper.</source>
        <translation>在分步演示中显示第 N 步（从 1 开始计数，或 &apos;last&apos;）。</translation>
    </message>
    <message>
        <source>Hover cell ROW,COL of the current card.</source>
        <translation>将鼠标悬停在当前卡片的单元格 ROW,COL 上。</translation>
    </message>
    <message>
        <source>Make the card named NAME current.</source>
        <translation>将名为 NAME 的卡片设为当前卡片。</translation>
    </message>
    <message>
        <source>Cell labels: index, coord, natural.</source>
        <translation>单元格标签：index、coord、natural。</translation>
    </message>
    <message>
        <source>Colour by: index, mode:N, component:N.</source>
        <translation>着色依据：index、mode:N、component:N。</translation>
    </message>
    <message>
        <source>Palette id (viridis, cividis, okabe-ito, tol-muted, pastel, high-contrast).</source>
        <translation>调色板 ID（viridis、cividis、okabe-ito、tol-muted、pastel、high-contrast）。</translation>
    </message>
    <message>
        <source>Theme: light, dark, high-contrast.</source>
        <translation>主题：light、dark、high-contrast。</translation>
    </message>
    <message>
        <source>Show the codomain strip.</source>
        <translation>显示陪域条。</translation>
    </message>
    <message>
        <source>Run LINE in the console; repeatable.</source>
        <translation>在控制台中运行 LINE；可重复指定。</translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation>以演示模式启动。</translation>
    </message>
    <message>
        <source>Window size WxH.</source>
        <translation>窗口大小 WxH。</translation>
    </message>
    <message>
        <source>Cannot open document</source>
        <translation>无法打开文档</translation>
    </message>
    <message>
        <source>unknown operation %1</source>
        <translation>未知操作 %1</translation>
    </message>
    <message>
        <source>--apply needs two cards (A and B)</source>
        <translation>--apply 需要两张卡片（A 和 B）</translation>
    </message>
    <message>
        <source>Recover documents</source>
        <translation>恢复文档</translation>
    </message>
    <message numerus="yes">
        <source>LayoutLab did not close properly last time. Recover %n unsaved document(s)?</source>
        <translation>
            <numerusform>LayoutLab 上次未正常关闭。是否恢复 %n 个未保存的文档？</numerusform>
        </translation>
    </message>
    <message>
        <source>User interface language: a locale such as zh_CN, or en for English (default: the View &gt; Language setting, else the system&apos;s).</source>
        <translation>界面语言：区域设置名，如 zh_CN，或 en 表示英文（默认：“视图 &gt; 语言”中的设置，否则使用系统语言）。</translation>
    </message>
    <message>
        <source>--language %1: LayoutLab has no translation for it (it has: en %2); the interface stays in English.</source>
        <translation>--language %1：LayoutLab 没有该语言的翻译（现有：en %2）；界面将保持英文。</translation>
    </message>
    <message>
        <source>Show this mode: explorer or designer (or its tab&apos;s title).</source>
        <translation>显示此模式：explorer 或 designer（或其标签页标题）。</translation>
    </message>
    <message>
        <source>--mode %1: no such mode (explorer, designer)</source>
        <translation>--mode %1：没有此模式（可选：explorer、designer）</translation>
    </message>
    <message>
        <source>layoutlab: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). Run it in a desktop session, under xvfb-run, or with --screenshot FILE or --export FILE, which need no display.</source>
        <translation>layoutlab：没有可用于打开窗口的显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。请在桌面会话中或通过 xvfb-run 运行，或者使用无需显示器的 --screenshot FILE 或 --export FILE。</translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Export the current card to FILE; the suffix picks the format (.cpp, .py, .tex, .svg, .png).</source>
        <translation>将当前卡片导出到 FILE；由文件后缀决定格式（.cpp、.py、.tex、.svg、.png）。</translation>
    </message>
    <message>
        <source>--%1 %2: write PATH=VALUE, PATH the mode&apos;s indices (e.g. 1,0=_4)</source>
        <translation>--%1 %2：请写成 PATH=VALUE，PATH 为模式的下标（例如 1,0=_4）</translation>
    </message>
    <message>
        <source>--hover %1: write ROW,COL (e.g. 2,3)</source>
        <translation>--hover %1：请写成 ROW,COL（例如 2,3）</translation>
    </message>
    <message>
        <source>--size %1: write WIDTHxHEIGHT in pixels (e.g. 1200x800)</source>
        <translation>--size %1：请写成以像素为单位的 WIDTHxHEIGHT（例如 1200x800）</translation>
    </message>
    <message>
        <source>--layout %1: %2</source>
        <translation>--layout %1：%2</translation>
    </message>
    <message>
        <source>--card %1: %2</source>
        <translation>--card %1：%2</translation>
    </message>
    <message>
        <source>the mode edits need a card A</source>
        <translation>模式编辑需要卡片 A</translation>
    </message>
    <message>
        <source>--demo %1: no such example (divide, product, compose, tensor)</source>
        <translation>--demo %1：没有此示例（可选：divide、product、compose、tensor）</translation>
    </message>
    <message>
        <source>--select %1: no card of that name</source>
        <translation>--select %1：没有该名称的卡片</translation>
    </message>
    <message>
        <source>--step %1: write a step number from 1, or last</source>
        <translation>--step %1：请写从 1 开始的步骤编号，或 last</translation>
    </message>
    <message>
        <source>--export: there is no card to export</source>
        <translation>--export：没有可导出的卡片</translation>
    </message>
    <message>
        <source>--export %1: no export format writes this suffix (.cpp, .py, .tex, .svg, .png)</source>
        <translation>--export %1：没有导出格式使用此后缀（可用：.cpp、.py、.tex、.svg、.png）</translation>
    </message>
    <message>
        <source>Play a lesson in the stepper: a built-in lesson&apos;s name (see the Lesson menu) or a lesson file.</source>
        <translation>在步进器中播放课程：内置课程的名称（见“课程”菜单）或课程文件。</translation>
    </message>
    <message>
        <source>Write the stepper&apos;s steps (e.g. of --lesson) as a PDF handout to FILE, one step a page, and exit.</source>
        <translation>将步进器的各步骤（例如 --lesson 的课程）写成 PDF 讲义到 FILE，每页一步，然后退出。</translation>
    </message>
    <message>
        <source>Type TEXT as the answer to the current step&apos;s exercise and check it.</source>
        <translation>将 TEXT 作为当前步骤练习的答案输入并检查。</translation>
    </message>
    <message>
        <source>--lesson %1: %2</source>
        <translation>--lesson %1：%2</translation>
    </message>
    <message>
        <source>--answer: the stepper&apos;s current step has no exercise</source>
        <translation>--answer：步进器的当前步骤没有练习</translation>
    </message>
    <message>
        <source>--export-pdf: the stepper has no steps (choose a lesson with --lesson)</source>
        <translation>--export-pdf：步进器中没有步骤（请用 --lesson 选择课程）</translation>
    </message>
    <message>
        <source>Zoom the current card to PX pixels per cell (a huge card then shows the part on screen).</source>
        <translation>将当前卡片缩放到每个单元格 PX 像素（巨大的卡片此时只显示屏幕上可见的部分）。</translation>
    </message>
    <message>
        <source>--zoom %1: write the pixels per cell, a number above 0 and at most 160</source>
        <translation>--zoom %1：请写出每个单元格的像素数，一个大于 0 且不超过 160 的数</translation>
    </message>
    <message>
        <source>Open File &gt; Import C++ on FILE (a .cu, .cuh, .hpp, .h source).</source>
        <translation>对 FILE（.cu、.cuh、.hpp、.h 源文件）打开“文件 &gt; 导入 C++”。</translation>
    </message>
    <message>
        <source>The import&apos;s settings: values for the names FILE leaves open, e.g. &quot;M=128, threadIdx.x=5&quot;.</source>
        <translation>导入的设置：FILE 中未确定的名字的取值，例如 &quot;M=128, threadIdx.x=5&quot;。</translation>
    </message>
    <message>
        <source>Open the imported object NAME with one click (a layout as a card, a TiledMMA in the designer).</source>
        <translation>一键打开导入的对象 NAME（布局作为卡片，TiledMMA 在设计器中打开）。</translation>
    </message>
    <message>
        <source>--import-cpp %1: no such file</source>
        <translation>--import-cpp %1：文件不存在</translation>
    </message>
    <message>
        <source>--import-open %1: the import lists no layout or TiledMMA of that name</source>
        <translation>--import-open %1：导入结果中没有这个名字的布局或 TiledMMA</translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <source>%1: too many modes in tiler: %2 for the layout %3 of rank %4 (mode %5)</source>
        <translation>%1：分块器的模式过多：%2 对应秩为 %4 的布局 %3（模式 %5）</translation>
    </message>
    <message>
        <source>%1: too many modes in tiler: %2 for the layout %3 of rank %4</source>
        <translation>%1：分块器的模式过多：%2 对应秩为 %4 的布局 %3</translation>
    </message>
    <message>
        <source>%1: profile %2 has more modes (%3) than the layout %4 (%5)</source>
        <translation>%1：轮廓 %2 的模式数（%3）多于布局 %4 的模式数（%5）</translation>
    </message>
    <message>
        <source>coalesce: the shape has no modes</source>
        <translation>coalesce：形状没有任何模式</translation>
    </message>
    <message>
        <source>complement: dynamic-stride complement only for rank-1 layouts: stride %1 of %2 at mode %3 is dynamic</source>
        <translation>complement：只有秩为 1 的布局才能对动态步长求补：%2 在模式 %3 处的步长 %1 是动态的</translation>
    </message>
    <message>
        <source>complement: non-injective layout: stride %1 of %2 at mode %3 is not a multiple of %4, the extent covered by the smaller strides</source>
        <translation>complement：布局不是单射：%2 在模式 %3 处的步长 %1 不是 %4（较小步长已覆盖的长度）的倍数</translation>
    </message>
    <message>
        <source>complement: non-injective layout: stride 0 of %1 at mode %2</source>
        <translation>complement：布局不是单射：%1 在模式 %2 处的步长为 0</translation>
    </message>
    <message>
        <source>composition: the layout %1 maps the swizzle&apos;s masks to dynamic values (%2, %3); make_swizzle&lt;Y,Z&gt; needs static masks</source>
        <translation>composition：布局 %1 将 Swizzle 的掩码映射为动态值（%2, %3）；make_swizzle&lt;Y,Z&gt; 需要静态掩码</translation>
    </message>
    <message>
        <source>composition: the swizzle masks map to %1 and %2, not 32-bit masks</source>
        <translation>composition：Swizzle 掩码映射为 %1 和 %2，不是 32 位掩码</translation>
    </message>
    <message>
        <source>composition: Require offset == 0: the ComposedLayout&apos;s offset is %1</source>
        <translation>composition：要求 offset == 0：该 ComposedLayout 的偏移为 %1</translation>
    </message>
    <message>
        <source>%1: a swizzle with a non-zero offset %2 inverts to Layout∘offset∘Swizzle, which a ComposedLayout cannot hold</source>
        <translation>%1：偏移非零（%2）的 Swizzle 求逆得到 Layout∘offset∘Swizzle，ComposedLayout 无法表示</translation>
    </message>
    <message>
        <source>slice: the swizzled layout&apos;s sliced modes do not match the coordinate</source>
        <translation>slice：Swizzle 布局被切片的模式与坐标不匹配</translation>
    </message>
    <message>
        <source>slice: slicing a swizzled layout needs static power-of-two extents and strides where it is sliced, got %1:%2</source>
        <translation>slice：对 Swizzle 布局切片时，被切片处的大小和步长须为静态的 2 的幂，实际为 %1:%2</translation>
    </message>
    <message>
        <source>slice: slicing a swizzled layout with a run-time offset is not modelled</source>
        <translation>slice：不支持对带有运行时偏移的 Swizzle 布局切片</translation>
    </message>
    <message>
        <source>slice: a swizzled slice that keeps its swizzle, at a run-time coordinate, is not modelled</source>
        <translation>slice：不支持在运行时坐标处进行保留 Swizzle 的切片</translation>
    </message>
    <message>
        <source>composition: A&apos;s extent %1 at mode %2 is not positive</source>
        <translation>composition：A 在模式 %2 处的大小 %1 不是正数</translation>
    </message>
    <message>
        <source>composition: division by zero: B&apos;s stride at mode %1 is a dynamic 0 (CuTe divides by it; only a static _0 stride is special-cased)</source>
        <translation>composition：除以零：B 在模式 %1 处的步长是动态的 0（CuTe 会用它作除数；只有静态步长 _0 会被特殊处理）</translation>
    </message>
    <message>
        <source>composition: stride divisibility violated: %1 is not divisible by %2 at mode %3</source>
        <translation>composition：违反步长整除条件：在模式 %3 处 %1 不能被 %2 整除</translation>
    </message>
    <message>
        <source>composition: shape divisibility violated: %1 is not divisible by %2 at mode %3</source>
        <translation>composition：违反形状整除条件：在模式 %3 处 %1 不能被 %2 整除</translation>
    </message>
    <message>
        <source>composition: carry across modes violated: B&apos;s modes together pass extent %1 of A&apos;s mode %2 in %3, and its next stride %4 is not %5*%6 at mode %7</source>
        <translation>composition：违反跨模式进位条件：B 的各模式合起来在 %3 中越过了 A 的模式 %2 的大小 %1，而其下一个步长 %4 在模式 %7 处不等于 %5*%6</translation>
    </message>
    <message>
        <source>composition: B&apos;s scaled-basis strides reach mode %1 of A&apos;s mode %2, which has rank %3</source>
        <translation>composition：B 的缩放基步长指向 A 的模式 %2 中的模式 %1，而该模式的秩为 %3</translation>
    </message>
    <message>
        <source>composition: B&apos;s stride %1 names mode %2 of %3, which has rank %4</source>
        <translation>composition：B 的步长 %1 指向 %3 的模式 %2，但其秩为 %4</translation>
    </message>
    <message>
        <source>%1: tile size %2 is not positive</source>
        <translation>%1：分块大小 %2 不是正数</translation>
    </message>
    <message>
        <source>composition: the tiler has more modes (%1) than the layout %2 (%3)</source>
        <translation>composition：分块器的模式数（%1）多于布局 %2 的模式数（%3）</translation>
    </message>
    <message>
        <source>composition: the tiler has more modes (%1) than the layout %2 (%3) at mode %4</source>
        <translation>composition：在模式 %4 处，分块器的模式数（%1）多于布局 %2 的模式数（%3）</translation>
    </message>
    <message>
        <source>%1: %2 %3: shape and stride are not congruent</source>
        <translation>%1：%2 %3：形状与步长不同构</translation>
    </message>
    <message>
        <source>%1: %2 %3: `_` is not an integer</source>
        <translation>%1：%2 %3：`_` 不是整数</translation>
    </message>
    <message>
        <source>%1: %2 %3: extent %4 is not positive</source>
        <translation>%1：%2 %3：大小 %4 不是正数</translation>
    </message>
    <message>
        <source>%1: %2 %3: stride %4 is a scaled basis; CuTe computes %5 on integer strides only</source>
        <translation>%1：%2 %3：步长 %4 是缩放基；CuTe 只对整数步长计算 %5</translation>
    </message>
    <message>
        <source>%1: %2 %3 is not positive</source>
        <translation>%1：%2 %3 不是正数</translation>
    </message>
    <message>
        <source>unexpected `_` in a layout</source>
        <translation>布局中出现了意外的 `_`</translation>
    </message>
    <message>
        <source>layout %1: shape and stride are not congruent</source>
        <translation>布局 %1：形状与步长不同构</translation>
    </message>
    <message>
        <source>coalesce: the layout has no modes (rank 0)</source>
        <translation>coalesce：布局没有任何模式（秩为 0）</translation>
    </message>
    <message>
        <source>left_inverse: left inverse requires static strides: stride %1 at mode %2 is dynamic</source>
        <translation>left_inverse：左逆要求静态步长：模式 %2 处的步长 %1 是动态的</translation>
    </message>
    <message>
        <source>left_inverse: left inverse divisibility condition violated: stride %1 at mode %2 is not divisible by %3</source>
        <translation>left_inverse：违反左逆的整除条件：模式 %2 处的步长 %1 不能被 %3 整除</translation>
    </message>
    <message>
        <source>left_inverse: non-injective layout: stride %1 at mode %2 is smaller than the extent covered so far, %3</source>
        <translation>left_inverse：布局不是单射：模式 %2 处的步长 %1 小于目前已覆盖的长度 %3</translation>
    </message>
    <message>
        <source>%1: mismatched ranks: cannot zip %2 with %3</source>
        <translation>%1：秩不匹配：无法对 %2 和 %3 执行 zip</translation>
    </message>
    <message>
        <source>tile_to_shape: the block %1 has rank %2, more than the target shape %3</source>
        <translation>tile_to_shape：块 %1 的秩为 %2，大于目标形状 %3 的秩</translation>
    </message>
    <message>
        <source>tile_to_shape: block shape %1 does not divide the target shape %2</source>
        <translation>tile_to_shape：块形状 %1 不能整除目标形状 %2</translation>
    </message>
    <message>
        <source>%1: mismatched ranks: %2 is not a rank-2 (tile, rest) mode</source>
        <translation>%1：秩不匹配：%2 不是秩为 2 的 (tile, rest) 模式</translation>
    </message>
    <message>
        <source>%1: mismatched ranks: %2 has fewer modes than the tiler (%3)</source>
        <translation>%1：秩不匹配：%2 的模式数少于分块器（%3）</translation>
    </message>
    <message>
        <source>unpack: expected a (tile, rest) pair, got %1</source>
        <translation>unpack：应为 (tile, rest) 二元组，实际为 %1</translation>
    </message>
    <message>
        <source>ldmatrix: .x%1 does not exist (x1, x2, x4)</source>
        <translation>ldmatrix：不存在 .x%1（只有 x1、x2、x4）</translation>
    </message>
    <message>
        <source>ldmatrix: element size must be 8, 16 or 32 bits</source>
        <translation>ldmatrix：元素大小必须为 8、16 或 32 位</translation>
    </message>
    <message>
        <source>ldmatrix: the tile shape must be (rows, cols)</source>
        <translation>ldmatrix：分块形状必须为 (行, 列)</translation>
    </message>
    <message>
        <source>ldmatrix: matrix %1 reaches (%2,%3), outside the %4 tile</source>
        <translation>ldmatrix：矩阵 %1 到达 (%2,%3)，超出了 %4 分块</translation>
    </message>
    <message>
        <source>vector access: %1-bit accesses do not exist (8..128)</source>
        <translation>向量访问：不存在 %1 位的访问（8..128）</translation>
    </message>
    <message>
        <source>vector access: element size must be 8..128 bits and at most the vector size</source>
        <translation>向量访问：元素大小必须在 8..128 位之间，且不超过向量大小</translation>
    </message>
    <message>
        <source>vector access: the thread layout must be (thread, value), got %1</source>
        <translation>向量访问：线程布局必须为 (线程, 值)，实际为 %1</translation>
    </message>
    <message>
        <source>vector access: each thread needs %1 values for a %2-bit access, the layout gives %3</source>
        <translation>向量访问：%2 位访问要求每个线程有 %1 个值，而布局给出 %3 个</translation>
    </message>
    <message>
        <source>bank_conflicts: element size must be 8, 16, 32, 64 or 128 bits, got %1</source>
        <translation>bank_conflicts：元素大小必须为 8、16、32、64 或 128 位，实际为 %1</translation>
    </message>
    <message>
        <source>bank_conflicts: thread %1 touches coordinate %2, outside the smem layout of size %3</source>
        <translation>bank_conflicts：线程 %1 访问坐标 %2，超出了大小为 %3 的共享内存布局</translation>
    </message>
    <message>
        <source>ownership: the tile shape must be (M,N), got %1</source>
        <translation>ownership：分块形状必须为 (M,N)，实际为 %1</translation>
    </message>
    <message>
        <source>ownership: the TV layout must have rank 2 (thread, value), got %1</source>
        <translation>ownership：TV 布局的秩必须为 2 (线程, 值)，实际为 %1</translation>
    </message>
    <message>
        <source>ownership: the tile %1 is empty or larger than 2^22 elements</source>
        <translation>ownership：分块 %1 为空或超过 2^22 个元素</translation>
    </message>
    <message>
        <source>ownership: the TV layout has more than 2^24 (thread, value) pairs</source>
        <translation>ownership：TV 布局的 (线程, 值) 对超过 2^24 个</translation>
    </message>
    <message>
        <source>ownership: the operand must be A, B or C</source>
        <translation>ownership：操作数必须为 A、B 或 C</translation>
    </message>
    <message>
        <source>ownership: the copy tile must be rank 2, got %1</source>
        <translation>ownership：拷贝分块的秩必须为 2，实际为 %1</translation>
    </message>
    <message>
        <source>mn_to_tv: element %1 has %2 owners, the inverse is not a function</source>
        <translation>mn_to_tv：元素 %1 有 %2 个所有者，其逆不是函数</translation>
    </message>
    <message>
        <source>mn_to_tv: element %1 has no owner, the inverse is not defined there</source>
        <translation>mn_to_tv：元素 %1 没有所有者，逆在该处无定义</translation>
    </message>
    <message>
        <source>mn_to_tv: the TV layout maps outside the tile</source>
        <translation>mn_to_tv：TV 布局映射到了分块之外</translation>
    </message>
    <message>
        <source>pairing: the operand must be A, B or C</source>
        <translation>pairing：操作数必须为 A、B 或 C</translation>
    </message>
    <message>
        <source>pairing: cannot read the tile shapes</source>
        <translation>pairing：无法读取分块形状</translation>
    </message>
    <message>
        <source>pairing: the copy&apos;s tile %1 is not the MMA&apos;s %2 tile (%3,%4)</source>
        <translation>pairing：拷贝的分块 %1 与 MMA 的 %2 分块 (%3,%4) 不一致</translation>
    </message>
    <message>
        <source>pairing: the copy has %1 threads, the MMA %2</source>
        <translation>pairing：拷贝有 %1 个线程，而 MMA 有 %2 个</translation>
    </message>
    <message>
        <source>vectorization: element size must be 1..1024 bits</source>
        <translation>向量化：元素大小必须在 1..1024 位之间</translation>
    </message>
    <message>
        <source>copy atom: bad layout literal %1</source>
        <translation>拷贝原子：无效的布局字面量 %1</translation>
    </message>
    <message>
        <source>Copy_Atom: unknown value type %1</source>
        <translation>Copy_Atom：未知的值类型 %1</translation>
    </message>
    <message>
        <source>Copy_Atom: %1 takes &lt;S[,D]&gt;</source>
        <translation>Copy_Atom：%1 接受 &lt;S[,D]&gt;</translation>
    </message>
    <message>
        <source>Copy_Atom: unknown type in %1</source>
        <translation>Copy_Atom：%1 中有未知类型</translation>
    </message>
    <message>
        <source>Copy_Atom: cp.async copies 4, 8 or 16 bytes (S == D of 32, 64 or 128 bits), got %1</source>
        <translation>Copy_Atom：cp.async 拷贝 4、8 或 16 字节（S == D，为 32、64 或 128 位），实际为 %1</translation>
    </message>
    <message>
        <source>Copy_Atom: TMA copies (%1) are built by make_tma_copy from a global tensor and an smem layout; LayoutLab shows them only in the GUI&apos;s view-only list</source>
        <translation>Copy_Atom：TMA 拷贝（%1）由 make_tma_copy 从全局张量和共享内存布局构建；LayoutLab 只在 GUI 的只读列表中显示它们</translation>
    </message>
    <message>
        <source>Copy_Atom: unknown copy operation %1</source>
        <translation>Copy_Atom：未知的拷贝操作 %1</translation>
    </message>
    <message>
        <source>Copy_Atom: CopyOperation is not valid for %1 of ValType (%2 with %3)</source>
        <translation>Copy_Atom：CopyOperation 对 ValType 的 %1 无效（%2 与 %3）</translation>
    </message>
    <message>
        <source>MMA_Atom: SM100 UMMA needs template arguments &lt;a,b,c,M,N,a_major,b_major&gt;</source>
        <translation>MMA_Atom：SM100 UMMA 需要模板参数 &lt;a,b,c,M,N,a_major,b_major&gt;</translation>
    </message>
    <message>
        <source>MMA_Atom: %1 needs &lt;a_type,b_type,c_type,M,N,a_major,b_major&gt;</source>
        <translation>MMA_Atom：%1 需要 &lt;a_type,b_type,c_type,M,N,a_major,b_major&gt;</translation>
    </message>
    <message>
        <source>MMA_Atom: SM100 operation %1 is not in LayoutLab&apos;s catalog (known: SM100_MMA_F16BF16_SS, SM100_MMA_TF32_SS, SM100_MMA_S8_SS, SM100_MMA_F16BF16_2x1SM_SS)</source>
        <translation>MMA_Atom：SM100 操作 %1 不在 LayoutLab 的目录中（已知：SM100_MMA_F16BF16_SS, SM100_MMA_TF32_SS, SM100_MMA_S8_SS, SM100_MMA_F16BF16_2x1SM_SS）</translation>
    </message>
    <message>
        <source>MMA_Atom: unknown element type %1</source>
        <translation>MMA_Atom：未知的元素类型 %1</translation>
    </message>
    <message>
        <source>MMA_Atom: M and N must be integers</source>
        <translation>MMA_Atom：M 和 N 必须是整数</translation>
    </message>
    <message>
        <source>MMA_Atom: %1 M-mode size must be 128 or 256, got %2</source>
        <translation>MMA_Atom：%1 的 M 模式大小必须为 128 或 256，实际为 %2</translation>
    </message>
    <message>
        <source>MMA_Atom: %1 M-mode size must be 64 or 128, got %2</source>
        <translation>MMA_Atom：%1 的 M 模式大小必须为 64 或 128，实际为 %2</translation>
    </message>
    <message>
        <source>MMA_Atom: %1 N-mode size must be a multiple of 8 between 8 and 256, got %2</source>
        <translation>MMA_Atom：%1 的 N 模式大小必须是 8 到 256 之间 8 的倍数，实际为 %2</translation>
    </message>
    <message>
        <source>MMA_Atom: %1 has template arguments CuTe does not accept; e.g. %2</source>
        <translation>MMA_Atom：%1 的模板参数 CuTe 不接受；例如 %2</translation>
    </message>
    <message>
        <source>MMA_Atom: unknown GMMA operation %1 (N must be a multiple of 8 up to 256; K is 16 for 16-bit, 8 for TF32, 32 for 8-bit types)</source>
        <translation>MMA_Atom：未知的 GMMA 操作 %1（N 必须是 8 的倍数且不超过 256；K 对 16 位类型为 16，对 TF32 为 8，对 8 位类型为 32）</translation>
    </message>
    <message>
        <source>MMA_Atom: unknown MMA operation %1</source>
        <translation>MMA_Atom：未知的 MMA 操作 %1</translation>
    </message>
    <message>
        <source>mode %1 does not exist in %2</source>
        <translation>%2 中不存在模式 %1</translation>
    </message>
    <message>
        <source>mode %1 is a tuple, not a single extent</source>
        <translation>模式 %1 是元组，不是单个大小</translation>
    </message>
    <message>
        <source>stride %1*%2 overflows int64</source>
        <translation>步长 %1*%2 溢出 int64</translation>
    </message>
    <message>
        <source>shape extent %1 is not positive at mode %2</source>
        <translation>模式 %2 处的形状大小 %1 不是正数</translation>
    </message>
    <message>
        <source>group: modes %1..%2 are not modes of the layout</source>
        <translation>group：模式 %1..%2 不是该布局的模式</translation>
    </message>
    <message>
        <source>group: modes %1..%2 are not modes of mode %3</source>
        <translation>group：模式 %1..%2 不是模式 %3 的子模式</translation>
    </message>
    <message>
        <source>flatten: choose a mode inside the layout</source>
        <translation>flatten：请选择布局内的一个模式</translation>
    </message>
    <message>
        <source>mode %1 does not exist</source>
        <translation>模式 %1 不存在</translation>
    </message>
    <message>
        <source>flatten: mode %1 is not a group</source>
        <translation>flatten：模式 %1 不是一个组</translation>
    </message>
    <message>
        <source>reorder: position out of range in the layout</source>
        <translation>reorder：位置超出布局的范围</translation>
    </message>
    <message>
        <source>reorder: position out of range in mode %1</source>
        <translation>reorder：位置超出模式 %1 的范围</translation>
    </message>
    <message>
        <source>split: %1 does not divide the extent %2 at mode %3</source>
        <translation>split：%1 不能整除模式 %3 处的大小 %2</translation>
    </message>
    <message>
        <source>complement: size(B) overflows int64</source>
        <translation>complement：size(B) 溢出 int64</translation>
    </message>
    <message>
        <source>unknown operation</source>
        <translation>未知操作</translation>
    </message>
    <message>
        <source>cpp export: a TiledCopy type needs static thread and value layouts (write _4, not 4)</source>
        <translation>C++ 导出：TiledCopy 类型需要静态的线程布局和值布局（写 _4，而不是 4）</translation>
    </message>
    <message>
        <source>cpp export: this %1 has no C++ form</source>
        <translation>C++ 导出：此 %1 没有 C++ 形式</translation>
    </message>
    <message>
        <source>%1 type: `_` is not an extent at mode %2</source>
        <translation>%1 类型：模式 %2 处的 `_` 不是大小</translation>
    </message>
    <message>
        <source>%1 type: run-time integer %2 cannot be a type; write _%2 at mode %3</source>
        <translation>%1 类型：运行时整数 %2 不能作为类型；请在模式 %3 处写 _%2</translation>
    </message>
    <message>
        <source>%1 type: negative integer at mode %2</source>
        <translation>%1 类型：模式 %2 处为负整数</translation>
    </message>
    <message>
        <source>layout type: shape and stride are not congruent</source>
        <translation>布局类型：形状与步长不同构</translation>
    </message>
    <message>
        <source>TiledMMA: atom &apos;%1&apos; is not a C++ type name (letters, digits, _, &lt;...&gt;)</source>
        <translation>TiledMMA：原子 &apos;%1&apos; 不是 C++ 类型名（字母、数字、_、&lt;...&gt;）</translation>
    </message>
    <message>
        <source>permutation: at most 3 modes (M x N x K), got %1</source>
        <translation>置换：最多 3 个模式（M x N x K），实际为 %1</translation>
    </message>
    <message>
        <source>permutation: `_` modes are not supported at mode %1; give the extent</source>
        <translation>置换：模式 %1 处不支持 `_` 模式；请给出大小</translation>
    </message>
    <message>
        <source>dsl export: the CuTe DSL has no equivalent of this %1</source>
        <translation>DSL 导出：CuTe DSL 中没有与此 %1 对应的写法</translation>
    </message>
    <message>
        <source>make_tiled_mma: thread layout extents must be at least 1</source>
        <translation>make_tiled_mma：线程布局的大小必须至少为 1</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3 arguments, got %4</source>
        <translation>%1：应有 %2 到 %3 个参数，实际为 %4 个</translation>
    </message>
    <message>
        <source>%1: expected %2 argument, got %3</source>
        <translation>%1：应有 %2 个参数，实际为 %3 个</translation>
    </message>
    <message>
        <source>%1: expected %2 arguments, got %3</source>
        <translation>%1：应有 %2 个参数，实际为 %3 个</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3 template arguments, got %4</source>
        <translation>%1：应有 %2 到 %3 个模板参数，实际为 %4 个</translation>
    </message>
    <message>
        <source>%1: expected %2 template argument, got %3</source>
        <translation>%1：应有 %2 个模板参数，实际为 %3 个</translation>
    </message>
    <message>
        <source>%1: expected %2 template arguments, got %3</source>
        <translation>%1：应有 %2 个模板参数，实际为 %3 个</translation>
    </message>
    <message>
        <source>%1: missing template argument %2</source>
        <translation>%1：缺少模板参数 %2</translation>
    </message>
    <message>
        <source>%1: template argument %2 must be a number, got &apos;%3&apos;</source>
        <translation>%1：模板参数 %2 必须是数字，实际为 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: missing argument %2</source>
        <translation>%1：缺少参数 %2</translation>
    </message>
    <message>
        <source>%1: argument %2 must be a Layout or a shape, got a %3</source>
        <translation>%1：参数 %2 必须是 Layout 或形状，实际为 %3</translation>
    </message>
    <message>
        <source>%1: argument %2 must be a Layout, got a %3</source>
        <translation>%1：参数 %2 必须是 Layout，实际为 %3</translation>
    </message>
    <message>
        <source>%1: argument %2 must be an IntTuple, got a %3</source>
        <translation>%1：参数 %2 必须是 IntTuple，实际为 %3</translation>
    </message>
    <message>
        <source>%1: argument %2 must be an integer, got a %3</source>
        <translation>%1：参数 %2 必须是整数，实际为 %3</translation>
    </message>
    <message>
        <source>%1: argument %2 must be a flat list of integers such as (2,2)</source>
        <translation>%1：参数 %2 必须是扁平的整数列表，例如 (2,2)</translation>
    </message>
    <message>
        <source>%1: argument %2 must be a %3, got a %4</source>
        <translation>%1：参数 %2 必须是 %3，实际为 %4</translation>
    </message>
    <message>
        <source>%1: write the operand as a template argument, e.g. %1&lt;A&gt;(...)</source>
        <translation>%1：请将操作数写成模板参数，例如 %1&lt;A&gt;(...)</translation>
    </message>
    <message>
        <source>%1: the operand must be A, B, C (MMA) or S, D (copy)</source>
        <translation>%1：操作数必须是 A、B、C（MMA）或 S、D（拷贝）</translation>
    </message>
    <message>
        <source>%1: element size must be 8, 16, 32, 64 or 128 bits</source>
        <translation>%1：元素大小必须为 8、16、32、64 或 128 位</translation>
    </message>
    <message>
        <source>%1: argument %2 must be a Layout or a ComposedLayout (swizzled smem), got a %3</source>
        <translation>%1：参数 %2 必须是 Layout 或 ComposedLayout（Swizzle 共享内存），实际为 %3</translation>
    </message>
    <message>
        <source>MMA_Atom: write the operation as the template argument, e.g. MMA_Atom&lt;SM80_16x8x16_F32F16F16F32_TN&gt;</source>
        <translation>MMA_Atom：请将操作写成模板参数，例如 MMA_Atom&lt;SM80_16x8x16_F32F16F16F32_TN&gt;</translation>
    </message>
    <message>
        <source>Copy_Atom: write Copy_Atom&lt;OP, ValType&gt;, e.g. Copy_Atom&lt;SM75_U32x4_LDSM_N, half_t&gt;</source>
        <translation>Copy_Atom：请写成 Copy_Atom&lt;OP, ValType&gt;，例如 Copy_Atom&lt;SM75_U32x4_LDSM_N, half_t&gt;</translation>
    </message>
    <message>
        <source>tile_size: argument 1 must be a TiledMMA or a TiledCopy, got a %1</source>
        <translation>tile_size：参数 1 必须是 TiledMMA 或 TiledCopy，实际为 %1</translation>
    </message>
    <message>
        <source>tile_shape: argument 1 must be a TiledMMA or a TiledCopy, got a %1</source>
        <translation>tile_shape：参数 1 必须是 TiledMMA 或 TiledCopy，实际为 %1</translation>
    </message>
    <message>
        <source>ownership: a TiledMMA has operands A, B, C</source>
        <translation>ownership：TiledMMA 的操作数为 A、B、C</translation>
    </message>
    <message>
        <source>ownership: a TiledCopy has sides S and D</source>
        <translation>ownership：TiledCopy 的两侧为 S 和 D</translation>
    </message>
    <message>
        <source>ownership: argument 1 must be a TiledMMA or TiledCopy (or give a TV layout and a tile shape)</source>
        <translation>ownership：参数 1 必须是 TiledMMA 或 TiledCopy（或者给出 TV 布局和分块形状）</translation>
    </message>
    <message>
        <source>max_vectorization: element size must be 1..1024 bits</source>
        <translation>max_vectorization：元素大小必须在 1..1024 位之间</translation>
    </message>
    <message>
        <source>BlockedEncoding: takes 4 lists, or 7 with the CTA layout (CTAsPerCGA, CTASplitNum, CTAOrder)</source>
        <translation>BlockedEncoding：接受 4 个列表，或连同 CTA 布局共 7 个（CTAsPerCGA、CTASplitNum、CTAOrder）</translation>
    </message>
    <message>
        <source>triton_threads: argument 1 must be a BlockedEncoding or a LinearLayout</source>
        <translation>triton_threads：参数 1 必须是 BlockedEncoding 或 LinearLayout</translation>
    </message>
    <message>
        <source>triton_owners: argument 1 must be a BlockedEncoding or a LinearLayout</source>
        <translation>triton_owners：参数 1 必须是 BlockedEncoding 或 LinearLayout</translation>
    </message>
    <message>
        <source>to_cute_layout: argument 1 must be a LinearLayout or a BlockedEncoding</source>
        <translation>to_cute_layout：参数 1 必须是 LinearLayout 或 BlockedEncoding</translation>
    </message>
    <message>
        <source>%1: argument %2 must be an integer or IntTuple, got a %3</source>
        <translation>%1：参数 %2 必须是整数或 IntTuple，实际为 %3</translation>
    </message>
    <message>
        <source>%1: out of memory</source>
        <translation>%1：内存不足</translation>
    </message>
    <message>
        <source>%1: template argument %2 is out of range</source>
        <translation>%1：模板参数 %2 超出范围</translation>
    </message>
    <message>
        <source>%1: unknown element type &apos;%2&apos;</source>
        <translation>%1：未知的元素类型 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: unknown type &apos;%2&apos; in a template argument</source>
        <translation>%1：模板参数中有未知类型 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: expected a Layout, got a %2</source>
        <translation>%1：应为 Layout，实际为 %2</translation>
    </message>
    <message>
        <source>%1: index %2 out of range for rank %3</source>
        <translation>%1：索引 %2 超出秩 %3 的范围</translation>
    </message>
    <message>
        <source>%1: cannot take modes of a %2</source>
        <translation>%1：无法取 %2 的模式</translation>
    </message>
    <message>
        <source>%1: a Swizzle composes with a Layout, got a %2</source>
        <translation>%1：Swizzle 只能与 Layout 复合，实际为 %2</translation>
    </message>
    <message>
        <source>%1: cannot compose a %2</source>
        <translation>%1：无法复合 %2</translation>
    </message>
    <message>
        <source>make_swizzle: masks must fit in 32 bits</source>
        <translation>make_swizzle：掩码必须能放入 32 位</translation>
    </message>
    <message>
        <source>%1: write its types as template arguments, e.g. %1&lt;_4,_8&gt;</source>
        <translation>%1：请将其类型写成模板参数，例如 %1&lt;_4,_8&gt;</translation>
    </message>
    <message>
        <source>ComposedLayout: its first type must be a Swizzle or a Layout, got a %1</source>
        <translation>ComposedLayout：第一个类型必须是 Swizzle 或 Layout，实际为 %1</translation>
    </message>
    <message>
        <source>ComposedLayout: write ComposedLayout&lt;Swizzle&lt;B,M,S&gt;, _0, Layout&lt;...&gt;&gt;</source>
        <translation>ComposedLayout：请写成 ComposedLayout&lt;Swizzle&lt;B,M,S&gt;, _0, Layout&lt;...&gt;&gt;</translation>
    </message>
    <message>
        <source>E: mode %1 is not in 0..255</source>
        <translation>E：模式 %1 不在 0..255 范围内</translation>
    </message>
    <message>
        <source>%1: N must be positive, got %2</source>
        <translation>%1：N 必须是正数，实际为 %2</translation>
    </message>
    <message>
        <source>recast_layout: type sizes must be positive</source>
        <translation>recast_layout：类型大小必须是正数</translation>
    </message>
    <message>
        <source>print_layout: a %1x%2 table is too large to print (at most %3 rows and columns)</source>
        <translation>print_layout：%1x%2 的表格太大，无法打印（行数和列数最多为 %3）</translation>
    </message>
    <message>
        <source>%1: a coordinate must be an integer or an IntTuple, got a %2</source>
        <translation>%1：坐标必须是整数或 IntTuple，实际为 %2</translation>
    </message>
    <message>
        <source>calling a Layout needs a coordinate</source>
        <translation>调用 Layout 需要提供坐标</translation>
    </message>
    <message>
        <source>calling a ComposedLayout needs a coordinate</source>
        <translation>调用 ComposedLayout 需要提供坐标</translation>
    </message>
    <message>
        <source>a Swizzle is applied to one integer offset, e.g. Swizzle&lt;3,4,3&gt;{}(37)</source>
        <translation>Swizzle 作用于单个整数偏移，例如 Swizzle&lt;3,4,3&gt;{}(37)</translation>
    </message>
    <message>
        <source>a %1 cannot be called</source>
        <translation>%1 不能被调用</translation>
    </message>
    <message>
        <source>SHAPE:STRIDE needs two IntTuples, got a %1 and a %2</source>
        <translation>SHAPE:STRIDE 需要两个 IntTuple，实际为 %1 和 %2</translation>
    </message>
    <message>
        <source>a %1 has no member &apos;%2&apos;</source>
        <translation>%1 没有成员 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>internal: unknown syntax node</source>
        <translation>内部错误：未知的语法节点</translation>
    </message>
    <message>
        <source>unknown name &apos;%1&apos;</source>
        <translation>未知名称 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>template argument %1: unexpected &apos;%2&apos;</source>
        <translation>模板参数 %1：意外的 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unknown function &apos;%1&apos;</source>
        <translation>未知函数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a Layout, got an %1</source>
        <translation>应为 Layout，实际为 %1</translation>
    </message>
    <message>
        <source>expected a Layout, got a %1</source>
        <translation>应为 Layout，实际为 %1</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>意外的 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected &apos;o&apos; and the inner layout: CuTe prints a ComposedLayout as A o OFFSET o B</source>
        <translation>应为 &apos;o&apos; 和内层布局：CuTe 将 ComposedLayout 打印为 A o OFFSET o B</translation>
    </message>
    <message>
        <source>expected a member name after &apos;.&apos;</source>
        <translation>&apos;.&apos; 之后应为成员名</translation>
    </message>
    <message>
        <source>expected &apos;(&apos; after member name &apos;%1&apos;</source>
        <translation>成员名 &apos;%1&apos; 之后应为 &apos;(&apos;</translation>
    </message>
    <message>
        <source>a tiler &lt;...&gt; needs at least one element</source>
        <translation>分块器 &lt;...&gt; 至少需要一个元素</translation>
    </message>
    <message>
        <source>unexpected end of statement</source>
        <translation>语句意外结束</translation>
    </message>
    <message>
        <source>expected a mode number after &apos;@&apos;</source>
        <translation>&apos;@&apos; 之后应为模式编号</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;%1&apos;</source>
        <translation>应为 &apos;,&apos; 或 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unbalanced &apos;)&apos; in a template argument</source>
        <translation>模板参数中的 &apos;)&apos; 不配对</translation>
    </message>
    <message>
        <source>unbalanced &apos;(&apos; in a template argument</source>
        <translation>模板参数中的 &apos;(&apos; 不配对</translation>
    </message>
    <message>
        <source>expected &apos;&lt;&apos;</source>
        <translation>应为 &apos;&lt;&apos;</translation>
    </message>
    <message>
        <source>expected a number or a type name as template argument</source>
        <translation>模板参数应为数字或类型名</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;&gt;&apos; in template arguments</source>
        <translation>模板参数中应为 &apos;,&apos; 或 &apos;&gt;&apos;</translation>
    </message>
    <message>
        <source>expected digits</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>integer overflows int64</source>
        <translation>整数溢出 int64</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after a number</source>
        <translation>数字之后出现意外的 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>identifier longer than 256 characters</source>
        <translation>标识符超过 256 个字符</translation>
    </message>
    <message>
        <source>nesting deeper than %1</source>
        <translation>嵌套深度超过 %1</translation>
    </message>
    <message>
        <source>parse error at column %1: </source>
        <translation>第 %1 列解析错误：</translation>
    </message>
    <message>
        <source>statement longer than %1 bytes</source>
        <translation>语句超过 %1 字节</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>%1 has no member &apos;%2&apos;</source>
        <translation>%1 没有成员 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>tiler nested too deeply</source>
        <translation>分块器嵌套过深</translation>
    </message>
    <message>
        <source>a %1 cannot be used as a tiler (expected a Layout, a shape or a tuple of those)</source>
        <translation>%1 不能用作分块器（应为 Layout、形状或由它们组成的元组）</translation>
    </message>
    <message>
        <source>%1: `_` is not an integer here</source>
        <translation>%1：此处 `_` 不是整数</translation>
    </message>
    <message>
        <source>integer overflow: %1 %2 %3 does not fit in int64</source>
        <translation>整数溢出：%1 %2 %3 超出 int64 范围</translation>
    </message>
    <message>
        <source>division by zero: %1 %2 0</source>
        <translation>除以零：%1 %2 0</translation>
    </message>
    <message>
        <source>scaled basis: %1(%2) is not defined (a scaled-basis stride can only be scaled, as in CuTe&apos;s arithmetic_tuple.hpp)</source>
        <translation>缩放基：%1(%2) 无定义（与 CuTe 的 arithmetic_tuple.hpp 一致，缩放基步长只能被缩放）</translation>
    </message>
    <message>
        <source>scaled basis: %1 %2 %3 is not defined (a scaled-basis stride can only be scaled, as in CuTe&apos;s arithmetic_tuple.hpp)</source>
        <translation>缩放基：%1 %2 %3 无定义（与 CuTe 的 arithmetic_tuple.hpp 一致，缩放基步长只能被缩放）</translation>
    </message>
    <message>
        <source>scaled basis: %1 %2 %3 is an ArithmeticTuple (a coordinate), not a stride</source>
        <translation>缩放基：%1 %2 %3 是 ArithmeticTuple（坐标），不是步长</translation>
    </message>
    <message>
        <source>safe_div: %1 is not divisible by %2</source>
        <translation>safe_div：%1 不能被 %2 整除</translation>
    </message>
    <message>
        <source>integer overflow: %1 &lt;&lt; %2 does not fit in int64</source>
        <translation>整数溢出：%1 &lt;&lt; %2 超出 int64 范围</translation>
    </message>
    <message>
        <source>%1: empty tuple</source>
        <translation>%1：空元组</translation>
    </message>
    <message>
        <source>get&lt;%1&gt;: index %2 out of range for rank %3 at level %4</source>
        <translation>get&lt;%1&gt;：第 %4 层的索引 %2 超出秩 %3 的范围</translation>
    </message>
    <message>
        <source>unflatten: %1 elements are too few for the profile</source>
        <translation>unflatten：%1 个元素不足以填满轮廓</translation>
    </message>
    <message>
        <source>unflatten: %1 elements do not fit the profile %2</source>
        <translation>unflatten：%1 个元素与轮廓 %2 不符</translation>
    </message>
    <message>
        <source>%1&lt;%2,%3&gt;: range out of bounds for rank %4</source>
        <translation>%1&lt;%2,%3&gt;：范围超出秩 %4 的界限</translation>
    </message>
    <message>
        <source>select: index %1 out of range for rank %2</source>
        <translation>select：索引 %1 超出秩 %2 的范围</translation>
    </message>
    <message>
        <source>%1&lt;%2&gt;: target rank is less than the rank %3</source>
        <translation>%1&lt;%2&gt;：目标秩小于秩 %3</translation>
    </message>
    <message>
        <source>%1&lt;%2&gt;: target rank is over LayoutLab&apos;s limit of %3 modes</source>
        <translation>%1&lt;%2&gt;：目标秩超过了 LayoutLab 的 %3 个模式上限</translation>
    </message>
    <message>
        <source>replace&lt;%1&gt;: index out of range for rank %2</source>
        <translation>replace&lt;%1&gt;：索引超出秩 %2 的范围</translation>
    </message>
    <message>
        <source>insert&lt;%1&gt;: index out of range for %2</source>
        <translation>insert&lt;%1&gt;：索引超出 %2 的范围</translation>
    </message>
    <message>
        <source>remove&lt;%1&gt;: index out of range for %2</source>
        <translation>remove&lt;%1&gt;：索引超出 %2 的范围</translation>
    </message>
    <message>
        <source>repeat&lt;%1&gt;: negative count</source>
        <translation>repeat&lt;%1&gt;：次数为负</translation>
    </message>
    <message>
        <source>product_like: %1 does not follow the profile of %2</source>
        <translation>product_like：%1 不符合 %2 的轮廓</translation>
    </message>
    <message>
        <source>inner_product: mismatched ranks %1 and %2</source>
        <translation>inner_product：秩 %1 与 %2 不匹配</translation>
    </message>
    <message>
        <source>inner_product: %1 and %2 are not congruent</source>
        <translation>inner_product：%1 与 %2 不同构</translation>
    </message>
    <message>
        <source>elem_scale: %1 does not have the rank of %2</source>
        <translation>elem_scale：%1 与 %2 的秩不同</translation>
    </message>
    <message>
        <source>ceil_div: rank %1 of %2 is less than rank %3 of %4</source>
        <translation>ceil_div：%2 的秩 %1 小于 %4 的秩 %3</translation>
    </message>
    <message>
        <source>round_up: mismatched ranks</source>
        <translation>round_up：秩不匹配</translation>
    </message>
    <message>
        <source>round_up: %1 and %2 mix a tuple and an integer</source>
        <translation>round_up：%1 和 %2 混用了元组和整数</translation>
    </message>
    <message>
        <source>shape_div: division by zero: %1 / %2</source>
        <translation>shape_div：除以零：%1 / %2</translation>
    </message>
    <message>
        <source>shape_div: divisibility condition violated: neither of %1 and %2 divides the other</source>
        <translation>shape_div：违反整除条件：%1 和 %2 互不整除</translation>
    </message>
    <message>
        <source>shape_div: mismatched ranks: %1 and %2</source>
        <translation>shape_div：秩不匹配：%1 和 %2</translation>
    </message>
    <message>
        <source>filter_zeros: %1 does not have the profile of %2</source>
        <translation>filter_zeros：%1 与 %2 的轮廓不同</translation>
    </message>
    <message>
        <source>compact_major: %1 does not match the rank of %2</source>
        <translation>compact_major：%1 与 %2 的秩不匹配</translation>
    </message>
    <message>
        <source>compact_order: order %1 does not match the rank of shape %2</source>
        <translation>compact_order：顺序 %1 与形状 %2 的秩不匹配</translation>
    </message>
    <message>
        <source>compact_order: `_` is not an order</source>
        <translation>compact_order：`_` 不是顺序</translation>
    </message>
    <message>
        <source>coordinate %1 is out of range for mode %2 of size %3</source>
        <translation>坐标 %1 超出大小为 %3 的模式 %2 的范围</translation>
    </message>
    <message>
        <source>coordinate %1 is out of range for the layout of size %2</source>
        <translation>坐标 %1 超出大小为 %2 的布局的范围</translation>
    </message>
    <message>
        <source>crd2idx: stride %1 is not congruent with shape %2</source>
        <translation>crd2idx：步长 %1 与形状 %2 不同构</translation>
    </message>
    <message>
        <source>crd2idx: coordinate %1 has rank %2 but the shape %3 at mode %4 has rank %5</source>
        <translation>crd2idx：坐标 %1 的秩为 %2，但模式 %4 处的形状 %3 的秩为 %5</translation>
    </message>
    <message>
        <source>crd2idx: coordinate %1 has rank %2 but the shape %3 has rank %4</source>
        <translation>crd2idx：坐标 %1 的秩为 %2，但形状 %3 的秩为 %4</translation>
    </message>
    <message>
        <source>crd2idx: `_` in a coordinate (slice the layout instead)</source>
        <translation>crd2idx：坐标中含有 `_`（请改为对布局切片）</translation>
    </message>
    <message>
        <source>a scaled basis deeper than %1 modes</source>
        <translation>缩放基的深度超过 %1 个模式</translation>
    </message>
    <message>
        <source>a scaled basis mode past 255</source>
        <translation>缩放基的模式超过 255</translation>
    </message>
    <message>
        <source>make_basis_like: shapes nested deeper than %1 levels</source>
        <translation>make_basis_like：形状嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>make_basis_like: a mode past 255</source>
        <translation>make_basis_like：模式超过 255</translation>
    </message>
    <message>
        <source>ArithmeticTuple: %1 + %2 is not defined (an integer other than _0 plus a coordinate)</source>
        <translation>ArithmeticTuple：%1 + %2 无定义（_0 以外的整数加坐标）</translation>
    </message>
    <message>
        <source>crd2idx: `_` in a coordinate</source>
        <translation>crd2idx：坐标中含有 `_`</translation>
    </message>
    <message>
        <source>crd2idx: coordinate %1 does not match the rank of shape %2</source>
        <translation>crd2idx：坐标 %1 与形状 %2 的秩不匹配</translation>
    </message>
    <message>
        <source>idx2crd: index %1 does not match the rank of shape %2</source>
        <translation>idx2crd：索引 %1 与形状 %2 的秩不匹配</translation>
    </message>
    <message>
        <source>idx2crd: stride %1 is not congruent with shape %2</source>
        <translation>idx2crd：步长 %1 与形状 %2 不同构</translation>
    </message>
    <message>
        <source>crd2crd: mismatched ranks</source>
        <translation>crd2crd：秩不匹配</translation>
    </message>
    <message>
        <source>%1: coordinate %2 does not match the rank of %3</source>
        <translation>%1：坐标 %2 与 %3 的秩不匹配</translation>
    </message>
    <message>
        <source>expected an integer, found `_`</source>
        <translation>应为整数，实际为 `_`</translation>
    </message>
    <message>
        <source>expected an integer, found a tuple</source>
        <translation>应为整数，实际为元组</translation>
    </message>
    <message>
        <source>expected an integer, found an integer</source>
        <translation>应为整数，实际为整数</translation>
    </message>
    <message>
        <source>expected a tuple, found `_`</source>
        <translation>应为元组，实际为 `_`</translation>
    </message>
    <message>
        <source>expected a tuple, found a tuple</source>
        <translation>应为元组，实际为元组</translation>
    </message>
    <message>
        <source>expected a tuple, found an integer</source>
        <translation>应为元组，实际为整数</translation>
    </message>
    <message>
        <source>mode index %1 out of range for rank 1</source>
        <translation>模式索引 %1 超出秩 1 的范围</translation>
    </message>
    <message>
        <source>mode index %1 out of range for rank %2</source>
        <translation>模式索引 %1 超出秩 %2 的范围</translation>
    </message>
    <message>
        <source>%1: extent %2 is a scaled basis (those are strides)</source>
        <translation>%1：大小 %2 是缩放基（缩放基只能用作步长）</translation>
    </message>
    <message>
        <source>%1: extent %2 at mode %3 is a scaled basis (those are strides)</source>
        <translation>%1：模式 %3 处的大小 %2 是缩放基（缩放基只能用作步长）</translation>
    </message>
    <message>
        <source>%1: a shape cannot hold `_`</source>
        <translation>%1：形状中不能含有 `_`</translation>
    </message>
    <message>
        <source>%1: a shape cannot hold `_` (mode %2)</source>
        <translation>%1：形状中不能含有 `_`（模式 %2）</translation>
    </message>
    <message>
        <source>%1: extent %2 is not positive</source>
        <translation>%1：大小 %2 不是正数</translation>
    </message>
    <message>
        <source>%1: extent %2 at mode %3 is not positive</source>
        <translation>%1：模式 %3 处的大小 %2 不是正数</translation>
    </message>
    <message>
        <source>%1: a stride cannot hold `_`</source>
        <translation>%1：步长中不能含有 `_`</translation>
    </message>
    <message>
        <source>make_layout: shape %1 and stride %2 are not congruent</source>
        <translation>make_layout：形状 %1 与步长 %2 不同构</translation>
    </message>
    <message>
        <source>make_ordered_layout: order %1 does not follow the profile of shape %2</source>
        <translation>make_ordered_layout：顺序 %1 不符合形状 %2 的轮廓</translation>
    </message>
    <message>
        <source>cosize: shape %1 and stride %2 are not congruent</source>
        <translation>cosize：形状 %1 与步长 %2 不同构</translation>
    </message>
    <message>
        <source>take&lt;%1,%2&gt;: empty range</source>
        <translation>take&lt;%1,%2&gt;：范围为空</translation>
    </message>
    <message>
        <source>take&lt;%1,%2&gt;: range out of bounds for rank %3</source>
        <translation>take&lt;%1,%2&gt;：范围超出秩 %3 的界限</translation>
    </message>
    <message>
        <source>integer overflow evaluating the layout</source>
        <translation>计算布局时整数溢出</translation>
    </message>
    <message>
        <source>%1&lt;%2&gt;: N must be positive</source>
        <translation>%1&lt;%2&gt;：N 必须是正数</translation>
    </message>
    <message>
        <source>upcast&lt;%1&gt;: divisibility condition violated: stride %2 and %3 do not divide one another</source>
        <translation>upcast&lt;%1&gt;：违反整除条件：步长 %2 与 %3 互不整除</translation>
    </message>
    <message>
        <source>downcast&lt;%1&gt;: requires adjacent elements (a static stride _1) in %2</source>
        <translation>downcast&lt;%1&gt;：要求 %2 中的元素相邻（静态步长 _1）</translation>
    </message>
    <message>
        <source>parse error at column %1: tuples nested deeper than %2</source>
        <translation>第 %1 列解析错误：元组嵌套深度超过 %2</translation>
    </message>
    <message>
        <source>parse error at column %1: expected an integer</source>
        <translation>第 %1 列解析错误：应为整数</translation>
    </message>
    <message>
        <source>parse error at column %1: integer overflows int64</source>
        <translation>第 %1 列解析错误：整数溢出 int64</translation>
    </message>
    <message>
        <source>parse error at column %1: expected a mode number after &apos;@&apos;</source>
        <translation>第 %1 列解析错误：&apos;@&apos; 之后应为模式编号</translation>
    </message>
    <message>
        <source>parse error at column %1: expected &apos;%2&apos;</source>
        <translation>第 %1 列解析错误：应为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>shape extent %1 is a scaled basis (those are strides)</source>
        <translation>形状大小 %1 是缩放基（缩放基只能用作步长）</translation>
    </message>
    <message>
        <source>shape extent %1 is not positive</source>
        <translation>形状大小 %1 不是正数</translation>
    </message>
    <message>
        <source>a shape cannot hold &apos;_&apos;</source>
        <translation>形状中不能含有 &apos;_&apos;</translation>
    </message>
    <message>
        <source>parse error at column %1: unexpected text after the tuple</source>
        <translation>第 %1 列解析错误：元组之后有多余的文本</translation>
    </message>
    <message>
        <source>parse error at column %1: unexpected text after the layout</source>
        <translation>第 %1 列解析错误：布局之后有多余的文本</translation>
    </message>
    <message>
        <source>shape %1 and stride %2 are not congruent</source>
        <translation>形状 %1 与步长 %2 不同构</translation>
    </message>
    <message>
        <source>print_layout: integer overflow</source>
        <translation>print_layout：整数溢出</translation>
    </message>
    <message>
        <source>print_layout: the layout has rank %1; print_layout needs rank 2</source>
        <translation>print_layout：布局的秩为 %1；print_layout 需要秩为 2</translation>
    </message>
    <message>
        <source>print_layout: the layout has no cells (non-positive extents)</source>
        <translation>print_layout：布局没有单元格（存在非正的大小）</translation>
    </message>
    <message>
        <source>print_layout: the layout is too large to print</source>
        <translation>print_layout：布局太大，无法打印</translation>
    </message>
    <message>
        <source>print_layout: internal error: the table&apos;s length was miscounted</source>
        <translation>print_layout：内部错误：表格长度计算有误</translation>
    </message>
    <message>
        <source>Swizzle&lt;%1,%2,%3&gt;: MBase must be positive</source>
        <translation>Swizzle&lt;%1,%2,%3&gt;：MBase 必须是正数</translation>
    </message>
    <message>
        <source>Swizzle&lt;%1,%2,%3&gt;: BBits must be positive</source>
        <translation>Swizzle&lt;%1,%2,%3&gt;：BBits 必须是正数</translation>
    </message>
    <message>
        <source>Swizzle&lt;%1,%2,%3&gt;: abs(SShift) must be at least BBits</source>
        <translation>Swizzle&lt;%1,%2,%3&gt;：abs(SShift) 必须不小于 BBits</translation>
    </message>
    <message>
        <source>Swizzle&lt;%1,%2,%3&gt;: the swizzle masks do not fit in an int</source>
        <translation>Swizzle&lt;%1,%2,%3&gt;：Swizzle 掩码无法放入 int</translation>
    </message>
    <message>
        <source>make_swizzle: number of bits in Y and Z don&apos;t match</source>
        <translation>make_swizzle：Y 和 Z 的位数不一致</translation>
    </message>
    <message>
        <source>make_swizzle: masks %1 and %2 are not a swizzle</source>
        <translation>make_swizzle：掩码 %1 和 %2 不构成 Swizzle</translation>
    </message>
    <message>
        <source>upcast&lt;%1&gt;: N must be a power of two</source>
        <translation>upcast&lt;%1&gt;：N 必须是 2 的幂</translation>
    </message>
    <message>
        <source>downcast&lt;%1&gt;: N must be a power of two</source>
        <translation>downcast&lt;%1&gt;：N 必须是 2 的幂</translation>
    </message>
    <message>
        <source>CTA tile: the picture has no C ownership grid</source>
        <translation>CTA 分块：图中没有 C 的归属网格</translation>
    </message>
    <message>
        <source>CTA tile: the C grid is empty</source>
        <translation>CTA 分块：C 网格为空</translation>
    </message>
    <message>
        <source>CTA tile: extents must be positive</source>
        <translation>CTA 分块：大小必须是正数</translation>
    </message>
    <message>
        <source>the layout has more than 2^63 coordinates</source>
        <translation>布局的坐标超过 2^63 个</translation>
    </message>
    <message>
        <source>the index at coordinate %1 overflows int64</source>
        <translation>坐标 %1 处的索引溢出 int64</translation>
    </message>
    <message>
        <source>the grid of %1 is not drawn: it mixes integer and scaled-basis strides</source>
        <translation>未绘制 %1 的网格：其中混用了整数步长和缩放基步长</translation>
    </message>
    <message>
        <source>the grid of %1 is not drawn: a negative scaled-basis stride</source>
        <translation>未绘制 %1 的网格：存在负的缩放基步长</translation>
    </message>
    <message>
        <source>the grid of %1 is not drawn: stride %2 is not a mode of its coshape</source>
        <translation>未绘制 %1 的网格：步长 %2 不是其 coshape 的模式</translation>
    </message>
    <message>
        <source>the empty layout () has no cells to draw</source>
        <translation>空布局 () 没有可绘制的单元格</translation>
    </message>
    <message>
        <source>too many slabs (%1) to draw</source>
        <translation>要绘制的层太多（%1）</translation>
    </message>
    <message>
        <source>tv(t,_): the TV layout must be rank 2</source>
        <translation>tv(t,_)：TV 布局的秩必须为 2</translation>
    </message>
    <message>
        <source>tv(t,_): thread %1 is outside [0, %2)</source>
        <translation>tv(t,_)：线程 %1 不在 [0, %2) 内</translation>
    </message>
    <message>
        <source>TV picture: the tile layout is not injective (index %1 appears twice)</source>
        <translation>TV 图：分块布局不是单射（索引 %1 出现了两次）</translation>
    </message>
    <message>
        <source>TV layout must be rank 2, got rank %1</source>
        <translation>TV 布局的秩必须为 2，实际为 %1</translation>
    </message>
    <message>
        <source>tile layout must be rank 2, got rank %1</source>
        <translation>分块布局的秩必须为 2，实际为 %1</translation>
    </message>
    <message>
        <source>TV picture: %1 x %2 cells are more than the %3 a picture can hold</source>
        <translation>TV 图：%1 x %2 个单元格超过了一张图最多能容纳的 %3 个</translation>
    </message>
    <message>
        <source>TV layout: %1 x %2 cells are more than the %3 a picture can hold</source>
        <translation>TV 布局：%1 x %2 个单元格超过了一张图最多能容纳的 %3 个</translation>
    </message>
    <message>
        <source>TV table: %1 x %2 cells are more than the %3 a picture can hold</source>
        <translation>TV 表：%1 x %2 个单元格超过了一张图最多能容纳的 %3 个</translation>
    </message>
    <message>
        <source>MMA picture: the tile (M,N,K) must be positive</source>
        <translation>MMA 图：分块 (M,N,K) 必须是正数</translation>
    </message>
    <message>
        <source>copy picture: the tile (M,N) must be positive</source>
        <translation>拷贝图：分块 (M,N) 必须是正数</translation>
    </message>
    <message>
        <source>CTA tile: expected MxNxK, e.g. 128x128x32</source>
        <translation>CTA 分块：应为 MxNxK，例如 128x128x32</translation>
    </message>
    <message>
        <source>CTA tile: %1 is larger than %2</source>
        <translation>CTA 分块：%1 大于 %2</translation>
    </message>
    <message>
        <source>TiledMMA: %1 extent must be positive</source>
        <translation>TiledMMA：%1 的大小必须是正数</translation>
    </message>
    <message>
        <source>CTA tile %1=%2 is not a multiple of the TiledMMA&apos;s %1 extent %3</source>
        <translation>CTA 分块 %1=%2 不是 TiledMMA 的 %1 大小 %3 的倍数</translation>
    </message>
    <message>
        <source>partition: the operand must be A, B or C</source>
        <translation>partition：操作数必须为 A、B 或 C</translation>
    </message>
    <message>
        <source>partition: the tile shape must be rank 2, got %1</source>
        <translation>partition：分块形状的秩必须为 2，实际为 %1</translation>
    </message>
    <message>
        <source>partition_%1: thread %2 is out of range for %3 threads</source>
        <translation>partition_%1：线程 %2 超出 %3 个线程的范围</translation>
    </message>
    <message>
        <source>TiledCopy: expected ((AtomThr,AtomVal),(RestThr,RestVal)) in tile2thrfrg, got %1</source>
        <translation>TiledCopy：tile2thrfrg 中应为 ((AtomThr,AtomVal),(RestThr,RestVal))，实际为 %1</translation>
    </message>
    <message>
        <source>TiledCopy: Tiler_MN must be a tuple</source>
        <translation>TiledCopy：Tiler_MN 必须是元组</translation>
    </message>
    <message>
        <source>TiledCopy: Tiler_MN mode must be an integer or a layout</source>
        <translation>TiledCopy：Tiler_MN 的模式必须是整数或布局</translation>
    </message>
    <message>
        <source>TiledCopy: TiledLayout_TV must be rank 2 (thread, value), got %1</source>
        <translation>TiledCopy：TiledLayout_TV 的秩必须为 2 (线程, 值)，实际为 %1</translation>
    </message>
    <message>
        <source>TiledCopy uses too few thrs for selected CopyAtom: %1 is not a multiple of %2</source>
        <translation>TiledCopy 使用的线程数对所选 CopyAtom 来说太少：%1 不是 %2 的倍数</translation>
    </message>
    <message>
        <source>TiledCopy uses too few vals for selected CopyAtom: %1 is not a multiple of %2</source>
        <translation>TiledCopy 使用的值数对所选 CopyAtom 来说太少：%1 不是 %2 的倍数</translation>
    </message>
    <message>
        <source>tile_size: mode out of range</source>
        <translation>tile_size：模式超出范围</translation>
    </message>
    <message>
        <source>make_tiled_mma: TiledMMA requires rank-3 AtomLayoutMNK, got rank %1</source>
        <translation>make_tiled_mma：TiledMMA 要求 AtomLayoutMNK 的秩为 3，实际为 %1</translation>
    </message>
    <message>
        <source>make_tiled_mma: TiledMMA requires rank-3 PermutationMNK, got rank %1</source>
        <translation>make_tiled_mma：TiledMMA 要求 PermutationMNK 的秩为 3，实际为 %1</translation>
    </message>
    <message>
        <source>make_tiled_mma: TiledMMA requires static permutations of MNK (mode %1)</source>
        <translation>make_tiled_mma：TiledMMA 要求 MNK 的置换是静态的（模式 %1）</translation>
    </message>
    <message>
        <source>make_tiled_mma: TiledMMA requires independent permutations of MNK (mode %1 is a tuple)</source>
        <translation>make_tiled_mma：TiledMMA 要求 MNK 的置换彼此独立（模式 %1 是元组）</translation>
    </message>
    <message>
        <source>permutation_mnk: mode must be 0, 1 or 2</source>
        <translation>permutation_mnk：模式必须为 0、1 或 2</translation>
    </message>
    <message>
        <source>tile_size: mode must be 0, 1 or 2</source>
        <translation>tile_size：模式必须为 0、1 或 2</translation>
    </message>
    <message>
        <source>thrfrg_%1: the tensor must have rank &gt;= 2</source>
        <translation>thrfrg_%1：张量的秩必须 &gt;= 2</translation>
    </message>
    <message>
        <source>BlockedEncoding: %1 has %2 entries, the tensor has rank %3</source>
        <translation>BlockedEncoding：%1 有 %2 项，而张量的秩为 %3</translation>
    </message>
    <message>
        <source>BlockedEncoding: %1[%2] = %3 is not a power of two (linear layouts need powers of two)</source>
        <translation>BlockedEncoding：%1[%2] = %3 不是 2 的幂（线性布局要求 2 的幂）</translation>
    </message>
    <message>
        <source>BlockedEncoding: %1 is not a permutation of 0..%2</source>
        <translation>BlockedEncoding：%1 不是 0..%2 的一个排列</translation>
    </message>
    <message>
        <source>BlockedEncoding: the tensor shape is empty</source>
        <translation>BlockedEncoding：张量形状为空</translation>
    </message>
    <message>
        <source>BlockedEncoding: CTAsPerCGA[%1] = %2 is not a multiple of CTASplitNum[%1] = %3</source>
        <translation>BlockedEncoding：CTAsPerCGA[%1] = %2 不是 CTASplitNum[%1] = %3 的倍数</translation>
    </message>
    <message>
        <source>BlockedEncoding: shape[%1] is too large</source>
        <translation>BlockedEncoding：shape[%1] 过大</translation>
    </message>
    <message>
        <source>triton ownership: the layout has %1 out dims, the shape %2</source>
        <translation>Triton 归属：布局有 %1 个输出维度，而形状有 %2 个</translation>
    </message>
    <message>
        <source>triton ownership: in-dim %1 is too large</source>
        <translation>Triton 归属：输入维度 %1 过大</translation>
    </message>
    <message>
        <source>triton ownership: more than 2^24 (register, lane, warp, block) points</source>
        <translation>Triton 归属：(register, lane, warp, block) 点超过 2^24 个</translation>
    </message>
    <message>
        <source>triton ownership: shape extents must be positive</source>
        <translation>Triton 归属：形状的大小必须是正数</translation>
    </message>
    <message>
        <source>triton ownership: more than 2^24 elements</source>
        <translation>Triton 归属：元素超过 2^24 个</translation>
    </message>
    <message>
        <source>triton ownership: the layout maps outside the shape in dim%1</source>
        <translation>Triton 归属：布局在 dim%1 上映射到了形状之外</translation>
    </message>
    <message>
        <source>thread_table: needs a rank-2 tensor</source>
        <translation>thread_table：需要秩为 2 的张量</translation>
    </message>
    <message>
        <source>expected a list of integers such as [2, 2], got %1</source>
        <translation>应为整数列表，例如 [2, 2]，实际为 %1</translation>
    </message>
    <message>
        <source>to_linear_layout: the CuTe layout must be (thread, value), got %1</source>
        <translation>to_linear_layout：CuTe 布局必须为 (线程, 值)，实际为 %1</translation>
    </message>
    <message>
        <source>to_linear_layout: the tile shape must be (M, N)</source>
        <translation>to_linear_layout：分块形状必须为 (M, N)</translation>
    </message>
    <message>
        <source>to_linear_layout: M = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions</source>
        <translation>to_linear_layout：M = %1 不是 2 的幂；GF(2) 上的线性布局各维度都是 2 的幂</translation>
    </message>
    <message>
        <source>to_linear_layout: N = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions</source>
        <translation>to_linear_layout：N = %1 不是 2 的幂；GF(2) 上的线性布局各维度都是 2 的幂</translation>
    </message>
    <message>
        <source>to_linear_layout: the thread count = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions</source>
        <translation>to_linear_layout：线程数 = %1 不是 2 的幂；GF(2) 上的线性布局各维度都是 2 的幂</translation>
    </message>
    <message>
        <source>to_linear_layout: the value count = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions</source>
        <translation>to_linear_layout：值数 = %1 不是 2 的幂；GF(2) 上的线性布局各维度都是 2 的幂</translation>
    </message>
    <message>
        <source>to_linear_layout: threads per warp = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions</source>
        <translation>to_linear_layout：每个线程束的线程数 = %1 不是 2 的幂；GF(2) 上的线性布局各维度都是 2 的幂</translation>
    </message>
    <message>
        <source>to_linear_layout: more than 2^24 (thread, value) pairs</source>
        <translation>to_linear_layout：(线程, 值) 对超过 2^24 个</translation>
    </message>
    <message>
        <source>(thread %1, value %2) maps to index %3, outside the tile</source>
        <translation>(线程 %1, 值 %2) 映射到索引 %3，超出了分块</translation>
    </message>
    <message>
        <source>to_linear_layout: (thread 0, value 0) maps to (%1,%2); a linear layout maps 0 to 0 (offset layouts have no linear form)</source>
        <translation>to_linear_layout：(线程 0, 值 0) 映射到 (%1,%2)；线性布局必须把 0 映射到 0（带偏移的布局没有线性形式）</translation>
    </message>
    <message>
        <source>to_linear_layout: not linear over GF(2): (thread %1, value %2) maps to (%3,%4) but the XOR of its bit images is (%5,%6): CuTe&apos;s strides carry where a linear layout XORs</source>
        <translation>to_linear_layout：在 GF(2) 上不是线性的：(线程 %1, 值 %2) 映射到 (%3,%4)，但其各比特像的异或为 (%5,%6)：CuTe 的步长会进位，而线性布局在此处做异或</translation>
    </message>
    <message>
        <source>to_cute_layout: needs a rank-2 output (dim0, dim1), got rank %1</source>
        <translation>to_cute_layout：需要秩为 2 的输出 (dim0, dim1)，实际秩为 %1</translation>
    </message>
    <message>
        <source>to_cute_layout: out dims must be powers of two</source>
        <translation>to_cute_layout：输出维度必须是 2 的幂</translation>
    </message>
    <message>
        <source>to_cute_layout: unknown in-dim %1</source>
        <translation>to_cute_layout：未知的输入维度 %1</translation>
    </message>
    <message>
        <source>to_cute_layout: basis %1=%2 is outside the tensor</source>
        <translation>to_cute_layout：基 %1=%2 超出了张量范围</translation>
    </message>
    <message>
        <source>to_cute_layout: basis %1=%2 -&gt; (%3, %4) shares index bits with an earlier basis: the linear layout XORs there, a CuTe Layout would add; it needs a Swizzle</source>
        <translation>to_cute_layout：基 %1=%2 -&gt; (%3, %4) 与之前的某个基有共同的索引位：线性布局在此处做异或，而 CuTe Layout 会做加法；需要使用 Swizzle</translation>
    </message>
    <message>
        <source>operand %1: </source>
        <translation>操作数 %1：</translation>
    </message>
    <message>
        <source>%1: argument 1 must be a TiledMMA, got a %2</source>
        <translation>%1：参数 1 必须是 TiledMMA，实际为 %2</translation>
    </message>
    <message>
        <source>%1: %2 has a negative extent (size %3): LayoutLab reads, prints and measures such a layout, and computes nothing else from it</source>
        <translation>%1：%2 含有负的维度大小（size 为 %3）：LayoutLab 可以读取、打印并度量这样的布局，但不会据此计算其他任何结果</translation>
    </message>
    <message>
        <source>no grid: %1 has a negative extent, so no cells (size %2)</source>
        <translation>无网格：%1 含有负的维度大小，因此没有单元格（size 为 %2）</translation>
    </message>
    <message>
        <source>a window of the picture needs a layout of rank 1 or 2</source>
        <translation>图的窗口需要秩为 1 或 2 的布局</translation>
    </message>
    <message>
        <source>a window&apos;s blocks must hold at least one cell</source>
        <translation>窗口中的块至少要包含一个单元格</translation>
    </message>
    <message>
        <source>a window of %1 x %2 cells is more than a view shows</source>
        <translation>%1 x %2 个单元格的窗口超出了视图所能显示的范围</translation>
    </message>
    <message>
        <source>%1: the inverse of a nested ComposedLayout is modelled for a swizzle with a _0 offset outside</source>
        <translation>%1：嵌套 ComposedLayout 的逆仅在外层为偏移 _0 的 swizzle 时受支持</translation>
    </message>
    <message>
        <source>slice: a nested ComposedLayout is sliced with `_` only (CuTe does not compile a slice at a coordinate)</source>
        <translation>slice：嵌套的 ComposedLayout 只能用 `_` 切片（CuTe 无法编译在坐标处的切片）</translation>
    </message>
    <message>
        <source>calling a Tensor needs a coordinate</source>
        <translation>调用 Tensor 需要一个坐标</translation>
    </message>
    <message>
        <source>a Tensor&apos;s coordinate holds integers and `_`, got a %1</source>
        <translation>Tensor 的坐标由整数和 `_` 组成，得到的是 %1</translation>
    </message>
    <message>
        <source>%1: argument %2 must be a Tensor, got a %3</source>
        <translation>%1：第 %2 个参数必须是 Tensor，得到的是 %3</translation>
    </message>
    <message>
        <source>%1: unknown element type %2</source>
        <translation>%1：未知的元素类型 %2</translation>
    </message>
    <message>
        <source>%1: the address must be an integer</source>
        <translation>%1：地址必须是整数</translation>
    </message>
    <message>
        <source>local_partition: the thread index must be an integer</source>
        <translation>local_partition：线程索引必须是整数</translation>
    </message>
    <message>
        <source>the tensor&apos;s address at %1 overflows int64</source>
        <translation>张量在 %1 处的地址超出 int64 范围</translation>
    </message>
    <message>
        <source>a pointer to sub-byte elements (%1b) is not modelled</source>
        <translation>尚未支持指向亚字节元素（%1b）的指针</translation>
    </message>
    <message>
        <source>a pointer&apos;s address cannot be negative (%1)</source>
        <translation>指针的地址不能为负（%1）</translation>
    </message>
    <message>
        <source>a coordinate tensor has no addresses: T(c) is the coordinate</source>
        <translation>坐标张量没有地址：T(c) 就是坐标</translation>
    </message>
    <message>
        <source>%1 at %2 is an element in memory, which LayoutLab does not read (a coordinate with `_` gives a sub-tensor)</source>
        <translation>%1 在 %2 处是内存中的元素，LayoutLab 不读取内存（含 `_` 的坐标给出子张量）</translation>
    </message>
    <message>
        <source>%1: the thread index must be an integer</source>
        <translation>%1：线程索引必须是整数</translation>
    </message>
    <message>
        <source>%1: thread %2 is out of range for %3 threads</source>
        <translation>%1：线程 %2 超出了 %3 个线程的范围</translation>
    </message>
    <message>
        <source>%1: the tensor&apos;s rank %2 is below the TiledCopy&apos;s tile rank %3</source>
        <translation>%1：张量的秩 %2 小于 TiledCopy 的 tile 秩 %3</translation>
    </message>
    <message>
        <source>coalescing: a coordinate tensor has no addresses; give a global-memory tensor (make_gmem_ptr&lt;T&gt;)</source>
        <translation>coalescing：坐标张量没有地址；请给出全局内存张量（make_gmem_ptr&lt;T&gt;）</translation>
    </message>
    <message>
        <source>coalescing: the tensor is in shared memory; coalescing is about global memory (see bank_conflicts for shared memory)</source>
        <translation>coalescing：该张量位于共享内存；合并访存分析针对全局内存（共享内存请用 bank_conflicts）</translation>
    </message>
    <message>
        <source>coalescing: the tensor holds %1-bit elements but the copy atom&apos;s value type %2 is %3-bit</source>
        <translation>coalescing：张量元素为 %1 位，但拷贝原子的值类型 %2 为 %3 位</translation>
    </message>
    <message>
        <source>coalescing: the tensor has %1 elements, more than the %2 one analysis enumerates; tile it first (local_tile)</source>
        <translation>coalescing：张量有 %1 个元素，超过单次分析可枚举的 %2 个；请先分块（local_tile）</translation>
    </message>
    <message>
        <source>coalescing: the address %1 is not aligned to the %2-byte elements</source>
        <translation>coalescing：地址 %1 未对齐到 %2 字节的元素</translation>
    </message>
    <message>
        <source>coalescing: a thread&apos;s %1 values are not a whole number of the atom&apos;s %2</source>
        <translation>coalescing：每个线程的 %1 个值不是原子 %2 个值的整数倍</translation>
    </message>
    <message>
        <source>coalescing: the copy atom moves %1 bits per thread, but a thread&apos;s %2 values are not contiguous in the tensor (value %3 is %4 elements from value 0); the widest vector this tensor allows is %5 bits</source>
        <translation>coalescing：拷贝原子每线程搬运 %1 位，但线程的 %2 个值在张量中不连续（值 %3 距值 0 有 %4 个元素）；该张量允许的最宽向量为 %5 位</translation>
    </message>
    <message>
        <source>coalescing: the copy atom moves %1 bits per thread, but some threads&apos; vectors do not start on a %2-byte boundary; the widest vector this tensor allows is %3 bits</source>
        <translation>coalescing：拷贝原子每线程搬运 %1 位，但部分线程的向量不在 %2 字节边界上开始；该张量允许的最宽向量为 %3 位</translation>
    </message>
    <message>
        <source>copy export: the TiledCopy&apos;s Tiler_MN must be static</source>
        <translation>拷贝导出：TiledCopy 的 Tiler_MN 必须是静态的</translation>
    </message>
    <message>
        <source>copy export: a Tiler_MN of `_` has no C++ here</source>
        <translation>拷贝导出：由 `_` 构成的 Tiler_MN 在此无法写成 C++</translation>
    </message>
    <message>
        <source>copy export: the TiledCopy&apos;s TiledLayout_TV must be static</source>
        <translation>拷贝导出：TiledCopy 的 TiledLayout_TV 必须是静态的</translation>
    </message>
    <message>
        <source>copy export: the tensor must be a global-memory tensor (make_gmem_ptr&lt;T&gt;)</source>
        <translation>拷贝导出：张量必须是全局内存张量（make_gmem_ptr&lt;T&gt;）</translation>
    </message>
    <message>
        <source>copy export: the tensor holds %1-bit elements but the copy atom&apos;s value type %2 is %3-bit</source>
        <translation>拷贝导出：张量元素为 %1 位，但拷贝原子的值类型 %2 为 %3 位</translation>
    </message>
    <message>
        <source>copy export: the tensor has a negative stride; the program allocates from offset 0</source>
        <translation>拷贝导出：张量含负步长；程序从偏移 0 开始分配内存</translation>
    </message>
    <message>
        <source>make_tensor: argument 1 must be a pointer (make_gmem_ptr&lt;T&gt;, make_smem_ptr&lt;T&gt;), or write make_tensor&lt;T&gt;(layout) for a register tensor</source>
        <translation>make_tensor：参数 1 必须是指针（make_gmem_ptr&lt;T&gt;、make_smem_ptr&lt;T&gt;），寄存器张量请写 make_tensor&lt;T&gt;(layout)</translation>
    </message>
    <message>
        <source>make_fragment_like: a coordinate tensor has no element type; write make_fragment_like&lt;T&gt;(T)</source>
        <translation>make_fragment_like：坐标张量没有元素类型；请写 make_fragment_like&lt;T&gt;(T)</translation>
    </message>
    <message>
        <source>group_modes&lt;B,E&gt; takes a Tensor, got a %1; for a layout CuTe writes group&lt;B,E&gt;(layout)</source>
        <translation>group_modes&lt;B,E&gt; 需要张量，得到的是 %1；对布局 CuTe 写作 group&lt;B,E&gt;(layout)</translation>
    </message>
    <message>
        <source>make_tensor&lt;T&gt;: a register tensor needs a static layout, got %1 (CuTe: Dynamic owning tensors not supported)</source>
        <translation>make_tensor&lt;T&gt;：寄存器张量需要静态布局，得到的是 %1（CuTe：Dynamic owning tensors not supported）</translation>
    </message>
    <message>
        <source>partition levels: the operand must be A, B or C</source>
        <translation>分区层级：操作数必须是 A、B 或 C</translation>
    </message>
    <message>
        <source>partition levels: the problem&apos;s K = %1 is not a positive multiple of the CTA tile&apos;s K = %2</source>
        <translation>分区层级：问题的 K = %1 不是 CTA 分块 K = %2 的正整数倍</translation>
    </message>
    <message>
        <source>partition levels: the pipeline needs at least one stage, got %1</source>
        <translation>分区层级：流水线至少需要一级，得到 %1</translation>
    </message>
    <message>
        <source>partition levels: thread %1 is out of range for %2 threads</source>
        <translation>分区层级：线程 %1 超出 %2 个线程的范围</translation>
    </message>
    <message>
        <source>partition levels: the TiledMMA picture has no %1 panel</source>
        <translation>分区层级：TiledMMA 图中没有 %1 面板</translation>
    </message>
    <message>
        <source>%1: %2 reads this operand from shared memory through a descriptor (GMMA::DescriptorIterator), not modelled</source>
        <translation>%1：%2 通过描述符（GMMA::DescriptorIterator）从共享内存读取该操作数，暂未建模</translation>
    </message>
    <message>
        <source>%1: expects a partitioned tensor (MMA,MMA_M,MMA_K,...) whose mode 0 holds the atom&apos;s %2 values, got %3</source>
        <translation>%1：需要已分区的张量 (MMA,MMA_M,MMA_K,...)，其模式 0 含原子的 %2 个值，得到的是 %3</translation>
    </message>
    <message>
        <source>partition export: the pipeline needs at least one stage, got %1</source>
        <translation>分区导出：流水线至少需要一级，得到 %1</translation>
    </message>
    <message>
        <source>partition export: %1 reads A and B through shared-memory descriptors; its fragments are not modelled</source>
        <translation>分区导出：%1 通过共享内存描述符读取 A 和 B；其寄存器片段暂未建模</translation>
    </message>
    <message>
        <source>partition levels: thread %1 is out of range for the copy&apos;s %2 threads</source>
        <translation>分区层级：线程 %1 超出拷贝的 %2 个线程的范围</translation>
    </message>
    <message>
        <source>partition levels: the copy&apos;s %1 x %2 tile does not divide the CTA&apos;s %3 tile %4 x %5</source>
        <translation>分区层级：拷贝的 %1 × %2 分块不能整除 CTA 的 %3 分块 %4 × %5</translation>
    </message>
    <message>
        <source>%1: give the element type (%1&lt;half_t&gt;(0x1000)) or a pointer ((half_t*)0x1000), got a %2</source>
        <translation>%1：请给出元素类型（%1&lt;half_t&gt;(0x1000)）或指针（(half_t*)0x1000），得到的是 %2</translation>
    </message>
    <message>
        <source>(%1): unknown element type %2</source>
        <translation>(%1)：未知元素类型 %2</translation>
    </message>
    <message>
        <source>(%1): the address must be an integer</source>
        <translation>(%1)：地址必须是整数</translation>
    </message>
    <message>
        <source>%1: expects an element type (half_t, float, ...)</source>
        <translation>%1：需要元素类型（half_t、float 等）</translation>
    </message>
    <message>
        <source>sizeof: a %1-bit type has no whole number of bytes</source>
        <translation>sizeof：%1 位的类型不是整数个字节</translation>
    </message>
    <message>
        <source>MMA_Atom: UniversalFMA takes at most 4 element types, got %1</source>
        <translation>MMA_Atom：UniversalFMA 最多接受 4 个元素类型，实际为 %1</translation>
    </message>
    <message>
        <source>MMA_Atom: unknown value type %1</source>
        <translation>MMA_Atom：未知的值类型 %1</translation>
    </message>
    <message>
        <source>raw_pointer_cast takes a pointer, got a %1</source>
        <translation>raw_pointer_cast 需要一个指针，实际为 %1</translation>
    </message>
    <message>
        <source>make_tensor_like: a coordinate tensor has no element type; write make_tensor_like&lt;T&gt;(T)</source>
        <translation>make_tensor_like：坐标张量没有元素类型；请写 make_tensor_like&lt;T&gt;(T)</translation>
    </message>
    <message>
        <source>make_tensor_like of a layout needs its element type: make_tensor_like&lt;T&gt;(L)</source>
        <translation>对布局调用 make_tensor_like 需要给出元素类型：make_tensor_like&lt;T&gt;(L)</translation>
    </message>
    <message>
        <source>operator %1 takes two integers, got a %2</source>
        <translation>运算符 %1 需要两个整数，实际为 %2</translation>
    </message>
    <message>
        <source>integer overflow in %1 %2 %3</source>
        <translation>整数溢出：%1 %2 %3</translation>
    </message>
    <message>
        <source>template argument %1: %2 is not an integer</source>
        <translation>模板实参 %1：%2 不是整数</translation>
    </message>
    <message>
        <source>local_partition: thread index %1 is negative</source>
        <translation>local_partition：线程索引 %1 为负数</translation>
    </message>
    <message>
        <source>slice: slicing %1 (fewer than 2 bits) at a coordinate where it decays is not modelled; slice with `_` only</source>
        <translation>slice：在坐标处切片 %1（少于 2 位）且会退化为普通布局的情形尚未建模；请只用 `_` 切片</translation>
    </message>
    <message>
        <source>%1: an element of %2 bits does not divide its rows of %3 bits</source>
        <translation>%1：%2 位的元素不能整除 %3 位的行</translation>
    </message>
    <message>
        <source>ss_smem_selector: BLK_MN0 must be a multiple of 8, got %1</source>
        <translation>ss_smem_selector：BLK_MN0 必须是 8 的倍数，实际为 %1</translation>
    </message>
    <message>
        <source>ss_smem_selector: BLK_K0 must be a multiple of 8, got %1</source>
        <translation>ss_smem_selector：BLK_K0 必须是 8 的倍数，实际为 %1</translation>
    </message>
    <message>
        <source>ss_smem_selector: BLK_MN0 must be a multiple of size&lt;0&gt;(GMMA::Layout_MN_INTER_Atom&lt;ElementType&gt;{}) = %1, got %2</source>
        <translation>ss_smem_selector：BLK_MN0 必须是 size&lt;0&gt;(GMMA::Layout_MN_INTER_Atom&lt;ElementType&gt;{}) = %1 的倍数，实际为 %2</translation>
    </message>
    <message>
        <source>ss_smem_selector: BLK_K0 must be a multiple of size&lt;1&gt;(GMMA::Layout_K_INTER_Atom&lt;ElementType&gt;{}) = %1, got %2</source>
        <translation>ss_smem_selector：BLK_K0 必须是 size&lt;1&gt;(GMMA::Layout_K_INTER_Atom&lt;ElementType&gt;{}) = %1 的倍数，实际为 %2</translation>
    </message>
    <message>
        <source>%1: expected a static extent (_128, Int&lt;128&gt;, Shape&lt;...&gt;), got %2</source>
        <translation>%1：需要静态尺寸（_128、Int&lt;128&gt;、Shape&lt;...&gt;），实际为 %2</translation>
    </message>
    <message>
        <source>%1: write GMMA::%2&lt;T&gt; with the element type (or GMMA::%2_Bits)</source>
        <translation>%1：请写 GMMA::%2&lt;T&gt; 并给出元素类型（或 GMMA::%2_Bits）</translation>
    </message>
    <message>
        <source>ss_smem_selector: write ss_smem_selector&lt;GMMA::Major::K, T, BLK_MN, BLK_K&gt;()</source>
        <translation>ss_smem_selector：请写 ss_smem_selector&lt;GMMA::Major::K, T, BLK_MN, BLK_K&gt;()</translation>
    </message>
    <message>
        <source>ss_smem_selector: the major mode is GMMA::Major::K or GMMA::Major::MN, got %1</source>
        <translation>ss_smem_selector：主序只能是 GMMA::Major::K 或 GMMA::Major::MN，实际为 %1</translation>
    </message>
    <message>
        <source>make_gmma_desc: write make_gmma_desc&lt;GMMA::Major::K&gt;(smem_tensor)</source>
        <translation>make_gmma_desc：请写 make_gmma_desc&lt;GMMA::Major::K&gt;(smem_tensor)</translation>
    </message>
    <message>
        <source>make_gmma_desc: the major mode is GMMA::Major::K or GMMA::Major::MN, got %1</source>
        <translation>make_gmma_desc：主序只能是 GMMA::Major::K 或 GMMA::Major::MN，实际为 %1</translation>
    </message>
    <message>
        <source>make_gmma_desc: expected an smem Tensor, got a %1</source>
        <translation>make_gmma_desc：需要共享内存张量，实际为 %1</translation>
    </message>
    <message>
        <source>%1: its first argument must be a Swizzle or a Layout, got a %2</source>
        <translation>%1：第一个参数必须是 Swizzle 或 Layout，实际为 %2</translation>
    </message>
    <message>
        <source>%1: its last argument must be a Layout, got a %2</source>
        <translation>%1：最后一个参数必须是 Layout，实际为 %2</translation>
    </message>
    <message>
        <source>%1: the element width must be 1 to 1024 bits, got %2</source>
        <translation>%1：元素宽度必须在 1 到 1024 位之间，实际为 %2</translation>
    </message>
    <message>
        <source>downcast&lt;%1&gt;: the smem pointer flag of %2 bits does not divide</source>
        <translation>downcast&lt;%1&gt;：%2 位的共享内存指针标记无法整除</translation>
    </message>
    <message>
        <source>make_tensor: a tensor over a ComposedLayout is modelled for GMMA&apos;s smem layout atoms (Sw o smem_ptr[Nb](unset) o L) only, got %1</source>
        <translation>make_tensor：基于 ComposedLayout 的张量目前只对 GMMA 共享内存布局原子（Sw o smem_ptr[Nb](unset) o L）建模，实际为 %1</translation>
    </message>
    <message>
        <source>make_tensor: %1 expects an smem pointer (make_smem_ptr), got %2</source>
        <translation>make_tensor：%1 需要共享内存指针（make_smem_ptr），实际为 %2</translation>
    </message>
    <message>
        <source>make_tensor: %1 expects a %2-bit pointer type, got %3</source>
        <translation>make_tensor：%1 需要 %2 位元素的指针类型，实际为 %3</translation>
    </message>
    <message>
        <source>%1: GMMA Descriptors can only be constructed on smem, got %2</source>
        <translation>%1：GMMA 描述符只能由共享内存张量构造，实际为 %2</translation>
    </message>
    <message>
        <source>%1: GMMA Descriptors can only be constructed on rank-2 tensors, got %2</source>
        <translation>%1：GMMA 描述符只能由秩为 2 的张量构造，实际为 %2</translation>
    </message>
    <message>
        <source>%1: %2-bit elements do not fill 16-byte units</source>
        <translation>%1：%2 位的元素不能填满 16 字节单元</translation>
    </message>
    <message>
        <source>%1: unsupported layout swizzle %2 (GMMA reads Sw&lt;B,4,3&gt;, B 0 to 3)</source>
        <translation>%1：不支持的布局 swizzle %2（GMMA 读取 Sw&lt;B,4,3&gt;，B 为 0 到 3）</translation>
    </message>
    <message>
        <source>%1: Not a canonical GMMA_K Layout: Expected MN-size multiple of 8, got %2</source>
        <translation>%1：不是规范的 GMMA_K 布局：MN 尺寸应为 8 的倍数，实际为 %2</translation>
    </message>
    <message>
        <source>%1: Not a canonical GMMA_K Layout: Expected K-size 2 for dense or 4 for sparse (in units of uint128_t), got %2</source>
        <translation>%1：不是规范的 GMMA_K 布局：K 尺寸应为 2（稠密）或 4（稀疏），以 uint128_t 为单位，实际为 %2</translation>
    </message>
    <message>
        <source>%1: Not a canonical GMMA_K Layout: Expected stride failure (%2 in 16-byte units)</source>
        <translation>%1：不是规范的 GMMA_K 布局：步长不符合要求（以 16 字节为单位为 %2）</translation>
    </message>
    <message>
        <source>%1: Not a canonical GMMA_MN Layout: Expected K-size 256/sizeof_bits&lt;T&gt; for dense or (128|512)/sizeof_bits&lt;T&gt; for sparse, got %2</source>
        <translation>%1：不是规范的 GMMA_MN 布局：K 尺寸应为 256/sizeof_bits&lt;T&gt;（稠密）或 (128|512)/sizeof_bits&lt;T&gt;（稀疏），实际为 %2</translation>
    </message>
    <message>
        <source>%1: Not a canonical GMMA_MN Layout: Expected stride failure (%2 in 16-byte units)</source>
        <translation>%1：不是规范的 GMMA_MN 布局：步长不符合要求（以 16 字节为单位为 %2）</translation>
    </message>
    <message>
        <source>get_tma_tensor: give the global tensor&apos;s shape, e.g. tma.get_tma_tensor(make_shape(M,K))</source>
        <translation>get_tma_tensor：请给出全局张量的形状，例如 tma.get_tma_tensor(make_shape(M,K))</translation>
    </message>
    <message>
        <source>%1: at most one template argument (the TmaInternalType)</source>
        <translation>%1：最多一个模板参数（TmaInternalType）</translation>
    </message>
    <message>
        <source>%1: write %1(SM90_TMA_LOAD{}, gmem_tensor, smem_layout, cta_tiler, cluster_size)</source>
        <translation>%1：请写成 %1(SM90_TMA_LOAD{}, gmem_tensor, smem_layout, cta_tiler, cluster_size)</translation>
    </message>
    <message>
        <source>%1: the first argument is a TMA operation (SM90_TMA_LOAD{}), got %2</source>
        <translation>%1：第一个参数应为 TMA 操作（SM90_TMA_LOAD{}），实际为 %2</translation>
    </message>
    <message>
        <source>%1: argument %2 must be a Layout or a ComposedLayout, got a %3</source>
        <translation>%1：参数 %2 必须是 Layout 或 ComposedLayout，实际为 %3</translation>
    </message>
    <message>
        <source>%1: the cluster size must be an integer (Int&lt;2&gt;{}), got %2</source>
        <translation>%1：集群大小必须是整数（Int&lt;2&gt;{}），实际为 %2</translation>
    </message>
    <message>
        <source>tma_partition: write tma_partition(tma, cta_coord, cta_layout, stensor, gtensor) or tma_partition(tma, stensor, gtensor)</source>
        <translation>tma_partition：请写成 tma_partition(tma, cta_coord, cta_layout, stensor, gtensor) 或 tma_partition(tma, stensor, gtensor)</translation>
    </message>
    <message>
        <source>tma_partition: the first argument is a TMA copy or atom (make_tma_copy / make_tma_atom), got a %1</source>
        <translation>tma_partition：第一个参数应为 TMA 拷贝或原子（make_tma_copy / make_tma_atom），实际为 %1</translation>
    </message>
    <message>
        <source>tma_partition: the CTA coordinate must be an integer or a tuple, got a %1</source>
        <translation>tma_partition：CTA 坐标必须是整数或元组，实际为 %1</translation>
    </message>
    <message>
        <source>tma_partition: the CTA layout must be a Layout, got a %1</source>
        <translation>tma_partition：CTA 布局必须是 Layout，实际为 %1</translation>
    </message>
    <message>
        <source>tma_descriptor: give a TMA copy (make_tma_copy(...))</source>
        <translation>tma_descriptor：请给出 TMA 拷贝（make_tma_copy(...)）</translation>
    </message>
    <message>
        <source>the CTA tile has %1 elements: too many to draw (at most %2)</source>
        <translation>CTA 分块有 %1 个元素：太多，无法绘制（最多 %2 个）</translation>
    </message>
    <message>
        <source>TMA pictures need whole-byte elements, got %1 bits</source>
        <translation>TMA 图示需要整字节的元素，实际为 %1 位</translation>
    </message>
    <message>
        <source>make_tma_copy: the TMA mode %1 reaches a tuple %2 of the global tensor</source>
        <translation>make_tma_copy：TMA 模式 %1 指向全局张量中的一个元组 %2</translation>
    </message>
    <message>
        <source>make_tma_copy: Unknown TMA Format! (TMA does not encode %1 elements)</source>
        <translation>make_tma_copy：未知的 TMA 格式！（TMA 无法编码 %1 类型的元素）</translation>
    </message>
    <message>
        <source>make_tma_copy: Expected B = 0,1,2, or 3 when M == 4. Unsupported layout swizzle (%1).</source>
        <translation>make_tma_copy：M == 4 时 B 应为 0、1、2 或 3。不支持的布局 Swizzle（%1）。</translation>
    </message>
    <message>
        <source>make_tma_copy: Expected S = 3 when M == 4. Unsupported layout swizzle (%1).</source>
        <translation>make_tma_copy：M == 4 时 S 应为 3。不支持的布局 Swizzle（%1）。</translation>
    </message>
    <message>
        <source>make_tma_copy: Expected B = 2 when M == 5 or 6. Unsupported layout swizzle (%1).</source>
        <translation>make_tma_copy：M == 5 或 6 时 B 应为 2。不支持的布局 Swizzle（%1）。</translation>
    </message>
    <message>
        <source>make_tma_copy: Expected S = 2 when M == 5. Unsupported layout swizzle (%1).</source>
        <translation>make_tma_copy：M == 5 时 S 应为 2。不支持的布局 Swizzle（%1）。</translation>
    </message>
    <message>
        <source>make_tma_copy: Unsupported layout swizzle %1 (TMA swizzles byte addresses in 16-, 32- or 64-byte units: Swizzle&lt;B,4,3&gt;, &lt;2,5,2&gt;, &lt;2,6,S&gt;)</source>
        <translation>make_tma_copy：不支持的布局 Swizzle %1（TMA 以 16、32 或 64 字节为单位对字节地址做 Swizzle：Swizzle&lt;B,4,3&gt;、&lt;2,5,2&gt;、&lt;2,6,S&gt;）</translation>
    </message>
    <message>
        <source>make_tma_copy: TMA requires CTA_Tile and SLayout top-level size equivalence, known at compile time (the smem layout has %1 elements, the CTA tile of the global tensor %2)</source>
        <translation>make_tma_copy：TMA 要求 CTA_Tile 与 SLayout 的顶层大小相等，且在编译期已知（共享内存布局有 %1 个元素，全局张量的 CTA 分块有 %2 个）</translation>
    </message>
    <message>
        <source>make_tma_copy: Could not find a common tile-gmem vectorization. Does the Tile select out major GMEM modes? (smem index -&gt; global mode: %1)</source>
        <translation>make_tma_copy：找不到分块与全局内存共同的向量化方式。分块是否选出了全局内存的主模式？（共享内存索引 -&gt; 全局模式：%1）</translation>
    </message>
    <message>
        <source>make_tma_copy: the TMA box must be known at compile time (TmaGmemBasis %1): the CTA tile cuts a global mode of dynamic extent</source>
        <translation>make_tma_copy：TMA 盒（box）必须在编译期已知（TmaGmemBasis %1）：CTA 分块切分了一个大小为动态值的全局模式</translation>
    </message>
    <message>
        <source>make_tma_copy: the global address %1 is not 16-byte aligned (TMA requires it)</source>
        <translation>make_tma_copy：全局地址 %1 未按 16 字节对齐（TMA 要求 16 字节对齐）</translation>
    </message>
    <message>
        <source>make_tma_copy: the global extent %1 of TMA mode %2 is outside TMA&apos;s 1..2^32</source>
        <translation>make_tma_copy：TMA 模式 %2 的全局大小 %1 超出 TMA 允许的范围 1..2^32</translation>
    </message>
    <message>
        <source>make_tma_copy: Majorness of smem doesn&apos;t match majorness of gmem (the box&apos;s first mode steps %1 elements in global memory; TMA needs 1)</source>
        <translation>make_tma_copy：共享内存的主序与全局内存的主序不一致（盒的第一个模式在全局内存中的步长为 %1 个元素；TMA 要求为 1）</translation>
    </message>
    <message>
        <source>make_tma_copy: the global stride of TMA mode %1 is %2 bytes; TMA needs a multiple of 16 bytes below 2^40</source>
        <translation>make_tma_copy：TMA 模式 %1 的全局步长为 %2 字节；TMA 要求它是 16 字节的倍数且小于 2^40</translation>
    </message>
    <message>
        <source>make_tma_copy: a multicast over %1 CTAs splits the box into more slices than it has elements</source>
        <translation>make_tma_copy：在 %1 个 CTA 间多播会把盒切成比其元素数还多的切片</translation>
    </message>
    <message>
        <source>make_tma_copy: multicast over %1 CTAs: the box extent %2 of TMA mode %3 is neither a multiple nor a divisor of %4</source>
        <translation>make_tma_copy：在 %1 个 CTA 间多播：TMA 模式 %3 的盒大小 %2 既不是 %4 的倍数，也不是它的约数</translation>
    </message>
    <message>
        <source>make_tma_copy: the box extent %1 of TMA mode %2 is outside TMA&apos;s 1..256 (the smem layout&apos;s contiguous run is longer than one TMA box can be)</source>
        <translation>make_tma_copy：TMA 模式 %2 的盒大小 %1 超出 TMA 允许的范围 1..256（共享内存布局的连续段比一个 TMA 盒所能容纳的更长）</translation>
    </message>
    <message>
        <source>make_tma_copy: the driver refuses the box: its inner extent of %1 elements is %2 bytes, not a multiple of 16 (cuTensorMapEncodeTiled)</source>
        <translation>make_tma_copy：驱动拒绝该盒：其最内层大小为 %1 个元素，即 %2 字节，不是 16 的倍数（cuTensorMapEncodeTiled）</translation>
    </message>
    <message>
        <source>make_tma_copy: the driver refuses the box: its inner extent of %1 bytes is wider than the %2-byte swizzle (cuTensorMapEncodeTiled)</source>
        <translation>make_tma_copy：驱动拒绝该盒：其最内层大小 %1 字节超过了 %2 字节的 Swizzle 宽度（cuTensorMapEncodeTiled）</translation>
    </message>
    <message>
        <source>make_tma_copy: the smem layout must be a Layout or a Swizzle composed with a Layout, got %1</source>
        <translation>make_tma_copy：共享内存布局必须是 Layout 或与 Layout 复合的 Swizzle，实际为 %1</translation>
    </message>
    <message>
        <source>make_tma_copy: %1 is not a TMA operation LayoutLab models (SM90_TMA_LOAD, SM90_TMA_LOAD_MULTICAST, SM90_TMA_STORE, SM90_TMA_REDUCE_ADD)</source>
        <translation>make_tma_copy：%1 不是 LayoutLab 已建模的 TMA 操作（SM90_TMA_LOAD、SM90_TMA_LOAD_MULTICAST、SM90_TMA_STORE、SM90_TMA_REDUCE_ADD）</translation>
    </message>
    <message>
        <source>make_tma_copy: the tensor must be in global memory (make_gmem_ptr), got %1</source>
        <translation>make_tma_copy：张量必须位于全局内存中（make_gmem_ptr），实际为 %1</translation>
    </message>
    <message>
        <source>make_tma_copy: the cluster size must be a static positive integer (Int&lt;2&gt;{}), got %1</source>
        <translation>make_tma_copy：集群大小必须是静态正整数（Int&lt;2&gt;{}），实际为 %1</translation>
    </message>
    <message>
        <source>make_tma_copy&lt;%1&gt;: a TmaInternalType of another width than the tensor&apos;s %2-bit elements is not modelled</source>
        <translation>make_tma_copy&lt;%1&gt;：宽度与张量的 %2 位元素不同的 TmaInternalType 暂未建模</translation>
    </message>
    <message>
        <source>get_tma_tensor: the shape %1 is not congruent to the global tensor&apos;s modes %2</source>
        <translation>get_tma_tensor：形状 %1 与全局张量的模式 %2 不同构</translation>
    </message>
    <message>
        <source>tma_partition: the smem tile has %1 elements in mode 0, the gmem tile %2 (size&lt;0&gt;(stensor) == size&lt;0&gt;(gtensor))</source>
        <translation>tma_partition：共享内存分块的模式 0 有 %1 个元素，全局内存分块则有 %2 个（要求 size&lt;0&gt;(stensor) == size&lt;0&gt;(gtensor)）</translation>
    </message>
    <message>
        <source>make_tmem_copy: %1 is not a TMEM copy LayoutLab models (SM100_TMEM_LOAD_32dp32b1x..128x, SM100_TMEM_STORE_32dp32b1x..128x, SM100_TMEM_LOAD_16dp256b1x)</source>
        <translation>make_tmem_copy：%1 不是 LayoutLab 建模的 TMEM 拷贝（SM100_TMEM_LOAD_32dp32b1x..128x、SM100_TMEM_STORE_32dp32b1x..128x、SM100_TMEM_LOAD_16dp256b1x）</translation>
    </message>
    <message>
        <source>make_tmem_copy: TMEM holds elements of 8, 16 or 32 bits, got %1</source>
        <translation>make_tmem_copy：TMEM 存放 8、16 或 32 位的元素，实际为 %1</translation>
    </message>
    <message>
        <source>make_tmem_copy: write make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, tmem_tensor)</source>
        <translation>make_tmem_copy：请写成 make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, tmem_tensor)</translation>
    </message>
    <message>
        <source>make_tmem_copy: Expected TMEM tensor (make_fragment_C of a UMMA TiledMMA), got %1</source>
        <translation>make_tmem_copy：应为 TMEM 张量（UMMA TiledMMA 的 make_fragment_C），实际为 %1</translation>
    </message>
    <message>
        <source>make_tmem_copy: the first argument is a TMEM copy operation (SM100_TMEM_LOAD_32dp32b1x{}) or its Copy_Atom, got %1</source>
        <translation>make_tmem_copy：第一个参数应为 TMEM 拷贝操作（SM100_TMEM_LOAD_32dp32b1x{}）或其 Copy_Atom，实际为 %1</translation>
    </message>
    <message>
        <source>make_tmem_ptr: write make_tmem_ptr&lt;float&gt;() or make_tmem_ptr&lt;float&gt;(address)</source>
        <translation>make_tmem_ptr：请写成 make_tmem_ptr&lt;float&gt;() 或 make_tmem_ptr&lt;float&gt;(address)</translation>
    </message>
    <message>
        <source>make_tmem_ptr: the address must be an integer, got %1</source>
        <translation>make_tmem_ptr：地址必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>a TMEM pointer holds elements of at most 32 bits at a 32-bit address (got %1b at %2)</source>
        <translation>TMEM 指针指向至多 32 位的元素，地址为 32 位（实际为 %2 处的 %1b）</translation>
    </message>
    <message>
        <source>TMEM MMA allocations require StorageType big enough for ValueType (%1-bit values in %2-bit storage)</source>
        <translation>TMEM 的 MMA 分配要求 StorageType 足以容纳 ValueType（%1 位的值放在 %2 位的存储中）</translation>
    </message>
    <message>
        <source>UMMA&apos;s TMEM fragment: Expected post-partitioned shape ((M_MMA,N_MMA),...), got %1</source>
        <translation>UMMA 的 TMEM 片段：应为划分后的形状 ((M_MMA,N_MMA),...)，实际为 %1</translation>
    </message>
    <message>
        <source>UMMA&apos;s TMEM fragment: Requesting more TMEM than is available (%1 values of %2 bits; TMEM holds 128 lanes x 512 columns of 32 bits)</source>
        <translation>UMMA 的 TMEM 片段：请求的 TMEM 超过可用容量（%1 个 %2 位的值；TMEM 共 128 条通道 x 512 列，每列 32 位）</translation>
    </message>
    <message>
        <source>UMMA&apos;s TMEM fragment: M-mode size %1 of a %2-SM UMMA is not one TMEM holds (1 SM: 64 or 128; 2 SM: 32, 64 or 128 per SM)</source>
        <translation>UMMA 的 TMEM 片段：%2-SM UMMA 的 M 模式大小 %1 无法放入 TMEM（1 SM：64 或 128；2 SM：每个 SM 32、64 或 128）</translation>
    </message>
    <message>
        <source>make_cotiled_copy: The memory pointed to by AtomTVLayout does not exist in the DataLayout (%1 over %2)</source>
        <translation>make_cotiled_copy：AtomTVLayout 指向的内存不在 DataLayout 中（%1 对 %2）</translation>
    </message>
    <message>
        <source>make_tmem_copy: Expected a CopyAtom with the same type-width as the Tensor (%1 bits, the tensor %2)</source>
        <translation>make_tmem_copy：CopyAtom 的类型宽度应与张量相同（%1 位，而张量为 %2 位）</translation>
    </message>
    <message>
        <source>TMEM: %1 is not an SM100 UMMA atom (its accumulator is in registers)</source>
        <translation>TMEM：%1 不是 SM100 UMMA 原子（其累加器位于寄存器中）</translation>
    </message>
    <message>
        <source>GMMA read: element size must be 8, 16 or 32 bits, got %1</source>
        <translation>GMMA 读取：元素大小必须为 8、16 或 32 位，实际为 %1</translation>
    </message>
    <message>
        <source>GMMA read: the tile shape must be (MN, K), got %1</source>
        <translation>GMMA 读取：分块形状必须为 (MN, K)，实际为 %1</translation>
    </message>
    <message>
        <source>GMMA read: a %1 tile holds no whole K-block of %2 elements in 8 x 16-byte core matrices</source>
        <translation>GMMA 读取：%1 分块容不下一个由 8 x 16 字节核心矩阵组成、含 %2 个元素的完整 K 块</translation>
    </message>
    <message>
        <source>TMA write: element size must be 8, 16, 32 or 64 bits, got %1</source>
        <translation>TMA 写入：元素大小必须为 8、16、32 或 64 位，实际为 %1</translation>
    </message>
    <message>
        <source>TMA write: the tile shape must be (MN, K), got %1</source>
        <translation>TMA 写入：分块形状必须为 (MN, K)，实际为 %1</translation>
    </message>
    <message>
        <source>TMA write: the contiguous extent %1 is not a whole number of 16-byte chunks</source>
        <translation>TMA 写入：连续维的大小 %1 不是 16 字节块的整数倍</translation>
    </message>
    <message>
        <source>TiledMMA: write its types as template arguments, e.g. TiledMMA&lt;MMA_Atom&lt;SM80_16x8x16_F32F16F16F32_TN&gt;, Layout&lt;Shape&lt;_2,_2,_1&gt;&gt;&gt;</source>
        <translation>TiledMMA：请把它的类型写成模板参数，例如 TiledMMA&lt;MMA_Atom&lt;SM80_16x8x16_F32F16F16F32_TN&gt;, Layout&lt;Shape&lt;_2,_2,_1&gt;&gt;&gt;</translation>
    </message>
    <message>
        <source>division by zero: %1 %2 %3</source>
        <translation>除以零：%1 %2 %3</translation>
    </message>
    <message>
        <source>shift by %1: C++ leaves it undefined</source>
        <translation>移位 %1 位：C++ 中未定义</translation>
    </message>
    <message>
        <source>operator %1 takes an integer, got a %2</source>
        <translation>运算符 %1 需要一个整数，实际为 %2</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; of the conditional &apos;c ? a : b&apos;</source>
        <translation>应为条件表达式 &apos;c ? a : b&apos; 的 &apos;:&apos;</translation>
    </message>
    <message>
        <source>%1 is a constant, not a function</source>
        <translation>%1 是常量，不是函数</translation>
    </message>
    <message>
        <source>%1: expects a Layout or a Swizzle o offset o Layout, got a %2</source>
        <translation>%1：需要 Layout 或 Swizzle o offset o Layout，实际为 %2</translation>
    </message>
    <message>
        <source>Copy_Atom: %1 (cp.async.cg) copies 16 bytes only (S of 128 bits), got %2</source>
        <translation>Copy_Atom：%1（cp.async.cg）只复制 16 字节（S 为 128 位），实际为 %2</translation>
    </message>
    <message>
        <source>MMA_Atom: %1 N-mode size must be a multiple of 16 between 16 and 256, got %2</source>
        <translation>MMA_Atom：%1 的 N 模式大小必须是 16 到 256 之间 16 的倍数，实际为 %2</translation>
    </message>
    <message>
        <source>MMA_Atom: %1 N-mode size must be 8 or a multiple of 16 between 16 and 256, got %2</source>
        <translation>MMA_Atom：%1 的 N 模式大小必须为 8，或 16 到 256 之间 16 的倍数，实际为 %2</translation>
    </message>
    <message>
        <source>%1: expects a swizzled smem layout with its smem pointer flag (Sw o smem_ptr[Bb](unset) o L), got %2</source>
        <translation>%1：需要带共享内存指针标记的 swizzle 共享内存布局（Sw o smem_ptr[Bb](unset) o L），实际为 %2</translation>
    </message>
</context>
<context>
    <name>DesignFile</name>
    <message>
        <source>design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object</source>
        <translation>“%1”必须是对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>“%1”必须是字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>“%1”必须是 true 或 false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an integer from %2 to %3</source>
        <translation>“%1”必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of %2</source>
        <translation>“%1”必须是 %2 之一</translation>
    </message>
    <message>
        <source>The design cannot be read: %1.</source>
        <translation>无法读取该设计：%1。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>DesignerOptions</name>
    <message>
        <source>Designer: choose this MMA atom (e.g. SM80_16x8x16_F16F16F16F16_TN).</source>
        <translation>设计器：选择此 MMA 原子（例如 SM80_16x8x16_F16F16F16F16_TN）。</translation>
    </message>
    <message>
        <source>Designer: thread layout M,N,K of make_tiled_mma (e.g. 2,2,1).</source>
        <translation>设计器：make_tiled_mma 的线程布局 M,N,K（例如 2,2,1）。</translation>
    </message>
    <message>
        <source>Designer: permutation (e.g. 32x32x16).</source>
        <translation>设计器：置换（例如 32x32x16）。</translation>
    </message>
    <message>
        <source>Designer: select thread T (highlight its cells).</source>
        <translation>设计器：选中线程 T（高亮其单元格）。</translation>
    </message>
    <message>
        <source>Designer: mn (who owns each element) or tv (what each thread holds).</source>
        <translation>设计器：mn（每个元素的所有者）或 tv（每个线程持有的元素）。</translation>
    </message>
    <message>
        <source>Designer: a TV layout for the TV-layout page.</source>
        <translation>设计器：用于“TV 布局”页面的 TV 布局。</translation>
    </message>
    <message>
        <source>Designer: the data layout the TV layout indexes.</source>
        <translation>设计器：TV 布局所索引的数据布局。</translation>
    </message>
    <message>
        <source>Designer: the GEMM&apos;s CTA tile MxNxK, outlined on C (e.g. 128x128x32).</source>
        <translation>设计器：GEMM 的 CTA 分块 MxNxK，在 C 上以轮廓标出（例如 128x128x32）。</translation>
    </message>
    <message>
        <source>Designer: import a results JSON of `layoutlab-cli gemm --json` and overlay it.</source>
        <translation>设计器：导入 `layoutlab-cli gemm --json` 的结果 JSON 并叠加显示。</translation>
    </message>
    <message>
        <source>--gpu-results: %1</source>
        <translation>--gpu-results：%1</translation>
    </message>
    <message>
        <source>Designer: the Global memory page&apos;s example N (1-based).</source>
        <translation>设计器：全局内存页的第 N 个示例（从 1 开始）。</translation>
    </message>
    <message>
        <source>Designer: the Shared memory page&apos;s layout (CuTe notation, or e.g. tile_to_shape(GMMA::Layout_K_SW128_Atom&lt;half_t&gt;{}, make_shape(_128{},_64{}))).</source>
        <translation>设计器：“共享内存”页的布局（CuTe 记法，或例如 tile_to_shape(GMMA::Layout_K_SW128_Atom&lt;half_t&gt;{}, make_shape(_128{},_64{}))）。</translation>
    </message>
    <message>
        <source>Designer: the Shared memory page&apos;s element type (fp16, bf16, fp32, int8).</source>
        <translation>设计器：“共享内存”页的元素类型（fp16、bf16、fp32、int8）。</translation>
    </message>
    <message>
        <source>Designer: the TMA page&apos;s example N (1-based).</source>
        <translation>设计器：TMA 页的第 N 个示例（从 1 开始）。</translation>
    </message>
    <message>
        <source>Designer: show the TMA loads of the design&apos;s sm90 kernel on the TMA page (as its Kernel&apos;s TMA loads button).</source>
        <translation>设计器：在 TMA 页显示该设计的 sm90 内核的 TMA 加载（等同于“内核的 TMA 加载”按钮）。</translation>
    </message>
    <message>
        <source>Designer: mma, tv, copy, partition, smem, gmem, tma or tmem.</source>
        <translation>设计器：mma、tv、copy、partition、smem、gmem、tma 或 tmem。</translation>
    </message>
    <message>
        <source>Designer: the TMEM page&apos;s UMMA atom (e.g. SM100_MMA_F16BF16_SS&lt;half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K&gt;).</source>
        <translation>设计器：TMEM 页的 UMMA 原子（例如 SM100_MMA_F16BF16_SS&lt;half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K&gt;）。</translation>
    </message>
    <message>
        <source>Designer: the TMEM page&apos;s tcgen05 copy (e.g. SM100_TMEM_LOAD_32dp32b4x).</source>
        <translation>设计器：TMEM 页的 tcgen05 拷贝（例如 SM100_TMEM_LOAD_32dp32b4x）。</translation>
    </message>
    <message>
        <source>Designer: the Shared memory page&apos;s access, its 1-based place in the Access list.</source>
        <translation>设计器：“共享内存”页的访问方式，即它在“访问”列表中的位置（从 1 开始）。</translation>
    </message>
    <message>
        <source>Designer: press Run on GPU for the design (a screenshot waits for the result).</source>
        <translation>设计器：为该设计按下“在 GPU 上运行”（截图会等待结果）。</translation>
    </message>
    <message>
        <source>Designer: the GPU panel&apos;s problem size M = N = K.</source>
        <translation>设计器：GPU 面板的问题规模 M = N = K。</translation>
    </message>
    <message>
        <source>Designer: the GPU panel&apos;s mainloop (sm80, simple, sm90).</source>
        <translation>设计器：GPU 面板的主循环（sm80、simple、sm90）。</translation>
    </message>
    <message>
        <source>Designer: press Tune for the design&apos;s problem (a screenshot waits for every candidate).</source>
        <translation>设计器：为该设计的问题按下“调优”（截图会等待所有候选完成）。</translation>
    </message>
</context>
<context>
    <name>DocumentFile</name>
    <message>
        <source>document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>The document has no list of cards; it may be damaged.</source>
        <translation>文档中没有卡片列表；文件可能已损坏。</translation>
    </message>
    <message>
        <source>card %1 is not an object; the document may be damaged.</source>
        <translation>卡片 %1 不是对象；文档可能已损坏。</translation>
    </message>
    <message>
        <source>card %1 has no name; the document may be damaged.</source>
        <translation>卡片 %1 没有名称；文档可能已损坏。</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>step %1: unknown operation &quot;%2&quot;</source>
        <translation>第 %1 步：未知操作“%2”</translation>
    </message>
    <message>
        <source>Step through %1.</source>
        <translation>逐步演示 %1。</translation>
    </message>
    <message>
        <source>The layout %1.</source>
        <translation>布局 %1。</translation>
    </message>
    <message>
        <source>the lesson has no list of steps</source>
        <translation>课程中没有步骤列表</translation>
    </message>
    <message>
        <source>step %1 is not an object</source>
        <translation>第 %1 步不是对象</translation>
    </message>
    <message>
        <source>step %1: the exercise has no answer</source>
        <translation>第 %1 步：练习没有答案</translation>
    </message>
    <message>
        <source>no built-in lesson &quot;%1&quot; (there are: %2)</source>
        <translation>没有名为“%1”的内置课程（现有：%2）</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
</context>
<context>
    <name>LessonPdf</name>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — 第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <source>Exercise: %1</source>
        <translation>练习：%1</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>CuTe print_latex</source>
        <translation>CuTe print_latex</translation>
    </message>
    <message>
        <source>Okabe-Ito (colour-blind safe)</source>
        <translation>Okabe-Ito（色盲友好）</translation>
    </message>
    <message>
        <source>Tol light (colour-blind safe)</source>
        <translation>Tol light（色盲友好）</translation>
    </message>
    <message>
        <source>Greyscale (print)</source>
        <translation>灰度（打印）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>unknown export format %1</source>
        <translation>未知的导出格式 %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>%1 (.%2)…</source>
        <translation>%1 (.%2)…</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>导出为 %1</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>PNG scale</source>
        <translation>PNG 缩放</translation>
    </message>
    <message>
        <source>Device pixels per pixel:</source>
        <translation>每像素对应的设备像素数：</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Copy as image</source>
        <translation>复制为图像</translation>
    </message>
    <message>
        <source>Copy C++</source>
        <translation>复制 C++</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>不是 JSON：%1</translation>
    </message>
    <message>
        <source>not a layoutlab-gpu-results file</source>
        <translation>不是 layoutlab-gpu-results 文件</translation>
    </message>
    <message>
        <source>results format version %1 is newer than this LayoutLab reads (1)</source>
        <translation>结果格式版本 %1 比此版本 LayoutLab 能读取的版本 (1) 更新</translation>
    </message>
    <message>
        <source>%1 TFLOP/s, %2% of cuBLAS (%3, %4, %5x%6x%7, %8)</source>
        <translation>%1 TFLOP/s，达到 cuBLAS 的 %2%（%3，%4，%5x%6x%7，%8）</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation>%1：%2（%3，%4）</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>The first operand, %1.</source>
        <translation>第一个操作数，%1。</translation>
    </message>
    <message>
        <source>The second operand, %1.</source>
        <translation>第二个操作数，%1。</translation>
    </message>
    <message>
        <source>Result: %1 = %2</source>
        <translation>结果：%1 = %2</translation>
    </message>
    <message>
        <source>Cells are coloured by the operand element they came from.</source>
        <translation>单元格按其来源的操作数元素着色。</translation>
    </message>
    <message>
        <source>%1 TFLOP/s, %2% of cuBLAS, each timed alone (%3, %4, %5x%6x%7, %8)</source>
        <translation>%1 TFLOP/s，达到 cuBLAS 的 %2%，两者各自单独计时（%3，%4，%5x%6x%7，%8）</translation>
    </message>
    <message>
        <source>%1 cluster %2</source>
        <translation>%1 集群 %2</translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>%1 (mode %2)</source>
        <translation>%1（模式 %2）</translation>
    </message>
    <message>
        <source>Coalesce A</source>
        <translation>合并 A</translation>
    </message>
    <message>
        <source>B mode %1: static stride _0</source>
        <translation>B 的模式 %1：静态步长 _0</translation>
    </message>
    <message>
        <source>B mode %1: scale the stride</source>
        <translation>B 的模式 %1：缩放步长</translation>
    </message>
    <message>
        <source>B mode %1: divide out the stride (A mode %2)</source>
        <translation>B 的模式 %1：除去步长（A 的模式 %2）</translation>
    </message>
    <message>
        <source>B mode %1: divide out the stride, mod out the shape (A mode %2)</source>
        <translation>B 的模式 %1：除去步长，模去形状（A 的模式 %2）</translation>
    </message>
    <message>
        <source>B mode %1: result</source>
        <translation>B 的模式 %1：结果</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Tiler mode %1: `_`</source>
        <translation>分块器的模式 %1：`_`</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>过滤</translation>
    </message>
    <message>
        <source>Stride _0</source>
        <translation>步长 _0</translation>
    </message>
    <message>
        <source>Hole before stride %1</source>
        <translation>步长 %1 之前的空洞</translation>
    </message>
    <message>
        <source>Rest up to the cotarget</source>
        <translation>直到 cotarget 的剩余部分</translation>
    </message>
    <message>
        <source>Coalesce</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>Complement of the tile</source>
        <translation>分块的补</translation>
    </message>
    <message>
        <source>Concatenate</source>
        <translation>拼接</translation>
    </message>
    <message>
        <source>Compose</source>
        <translation>复合</translation>
    </message>
    <message>
        <source>Complement of the block</source>
        <translation>块的补</translation>
    </message>
    <message>
        <source>Compose with the tiler</source>
        <translation>与分块器复合</translation>
    </message>
    <message>
        <source>%1: regroup the modes</source>
        <translation>%1：重新组合模式</translation>
    </message>
    <message>
        <source>A = %1 is coalesced to %2 (same function; its last mode is treated as unbounded).</source>
        <translation>A = %1 合并为 %2（函数不变；最后一个模式视为无界）。</translation>
    </message>
    <message>
        <source>A static stride _0 in B maps every coordinate to A(0) = 0, so the mode %1:%2 is kept as it is.</source>
        <translation>B 中的静态步长 _0 把每个坐标都映射到 A(0) = 0，因此模式 %1:%2 保持不变。</translation>
    </message>
    <message>
        <source>A is a single mode with stride %1, so %2:%3 becomes %4 (the stride is multiplied, the extent kept).</source>
        <translation>A 只有一个步长为 %1 的模式，因此 %2:%3 变为 %4（步长相乘，大小不变）。</translation>
    </message>
    <message>
        <source>Stride %1 steps over A&apos;s extent %2 entirely: this mode contributes nothing; the remaining stride is ceil(%3/%2) = %4.</source>
        <translation>步长 %1 完全跨过 A 的大小 %2：此模式没有贡献；剩余步长为 ceil(%3/%2) = %4。</translation>
    </message>
    <message>
        <source>Stride %1 steps over A&apos;s extent %2 entirely (nothing of B&apos;s extent is left): this mode contributes nothing; the remaining stride is ceil(%3/%2) = %4.</source>
        <translation>步长 %1 完全跨过 A 的大小 %2（B 的大小已无剩余）：此模式没有贡献；剩余步长为 ceil(%3/%2) = %4。</translation>
    </message>
    <message>
        <source>A&apos;s extent %1 divided by the stride %2 leaves ceil(%1/%3) = %4 steps; B still needs %5, so take min = %6 with stride %2*%7 = %8. Remaining extent %5/%6 = %9, stride %10.</source>
        <translation>A 的大小 %1 除以步长 %2 剩下 ceil(%1/%3) = %4 步；B 还需要 %5，因此取 min = %6，步长为 %2*%7 = %8。剩余大小 %5/%6 = %9，步长 %10。</translation>
    </message>
    <message>
        <source>The rest %1 takes A&apos;s last mode (unbounded) with stride %2*%3; mode %4 of the result is %5.</source>
        <translation>剩余的 %1 落在 A 的最后一个模式（无界）上，步长为 %2*%3；结果的模式 %4 为 %5。</translation>
    </message>
    <message>
        <source>Assembling the modes in B&apos;s shape: %1 o %2 = %3.</source>
        <translation>按 B 的形状组装各模式：%1 o %2 = %3。</translation>
    </message>
    <message>
        <source>`_` keeps A&apos;s mode %1 as it is.</source>
        <translation>`_` 使 A 的模式 %1 保持不变。</translation>
    </message>
    <message>
        <source>By mode: %1 o tiler = %2.</source>
        <translation>逐模式：%1 o tiler = %2。</translation>
    </message>
    <message>
        <source>Drop stride-0 and size-1 modes and coalesce: %1 -&gt; %2.</source>
        <translation>去掉步长为 0 和大小为 1 的模式并合并：%1 -&gt; %2。</translation>
    </message>
    <message>
        <source>Nothing is covered, so the complement is all of the cotarget %1: %2.</source>
        <translation>没有覆盖任何元素，因此补就是整个 cotarget %1：%2。</translation>
    </message>
    <message>
        <source>Smallest remaining stride %1 (extent %2): hole of extent %1/%3 = %4 at stride %3; covered so far %5.</source>
        <translation>剩余最小步长 %1（大小 %2）：空洞大小为 %1/%3 = %4，步长 %3；目前已覆盖 %5。</translation>
    </message>
    <message>
        <source>Last stride %1: hole of extent %2; the layout covers %3, so the rest is ceil(%4/%3) = %5 with stride %6.</source>
        <translation>最后的步长 %1：空洞大小为 %2；布局覆盖了 %3，因此剩余部分为 ceil(%4/%3) = %5，步长 %6。</translation>
    </message>
    <message>
        <source>(holes, rest) = %1 coalesces to the complement %2.</source>
        <translation>(空洞, 剩余) = %1 合并后得到补 %2。</translation>
    </message>
    <message>
        <source>complement(%1, %2) = %3: the tile&apos;s repeats that fill the coalesced shape of %4.</source>
        <translation>complement(%1, %2) = %3：分块的重复，填满 %4 合并后的形状。</translation>
    </message>
    <message>
        <source>make_layout(tile, complement) = %1: mode 0 walks one tile, mode 1 walks the tiles.</source>
        <translation>make_layout(tile, complement) = %1：模式 0 遍历一个分块，模式 1 遍历各个分块。</translation>
    </message>
    <message>
        <source>%1 o %2 = %3.</source>
        <translation>%1 o %2 = %3。</translation>
    </message>
    <message>
        <source>logical_divide(%1, tiler) = %2.</source>
        <translation>logical_divide(%1, tiler) = %2。</translation>
    </message>
    <message>
        <source>complement(%1, size(A)*cosize(B) = %2) = %3: where the copies of the block start.</source>
        <translation>complement(%1, size(A)*cosize(B) = %2) = %3：块的各个副本的起点。</translation>
    </message>
    <message>
        <source>%1 o %2 = %3: the copies, arranged like the tiler.</source>
        <translation>%1 o %2 = %3：各副本按分块器排列。</translation>
    </message>
    <message>
        <source>(block, copies) = %1.</source>
        <translation>(块, 副本) = %1。</translation>
    </message>
    <message>
        <source>logical_product(%1, tiler) = %2.</source>
        <translation>logical_product(%1, tiler) = %2。</translation>
    </message>
    <message>
        <source>%1 rearranges the modes of %2 into %3; every coordinate keeps its index.</source>
        <translation>%1 把 %2 的模式重新排列为 %3；每个坐标的索引不变。</translation>
    </message>
    <message>
        <source>Correct: %1</source>
        <translation>正确：%1</translation>
    </message>
    <message>
        <source>Correct. CuTe writes it %1 (a `_` marks a static integer).</source>
        <translation>正确。CuTe 将其写作 %1（`_` 表示静态整数）。</translation>
    </message>
    <message>
        <source>Not understood: %1</source>
        <translation>无法理解：%1</translation>
    </message>
    <message>
        <source>The answer is of kind %1; yours is of kind %2 (%3).</source>
        <translation>答案的类型是 %1；你的答案类型是 %2（%3）。</translation>
    </message>
    <message>
        <source>Not quite: %1 has another shape than the answer.</source>
        <translation>不太对：%1 的形状与答案不同。</translation>
    </message>
    <message>
        <source>Not quite: at coordinate %1 yours gives %2, the answer gives %3.</source>
        <translation>不太对：在坐标 %1 处，你的布局给出 %2，答案给出 %3。</translation>
    </message>
    <message>
        <source>The same index at every coordinate, but CuTe&apos;s result is written %1.</source>
        <translation>每个坐标处的索引都相同，但 CuTe 的结果写作 %1。</translation>
    </message>
    <message>
        <source>Not quite: you typed %1.</source>
        <translation>不太对：你输入的是 %1。</translation>
    </message>
</context>
<context>
    <name>VersionedJson</name>
    <message>
        <source>The file is not valid JSON (%1 at byte %2); it may be damaged.</source>
        <translation>该文件不是有效的 JSON（第 %2 字节处：%1）；文件可能已损坏。</translation>
    </message>
    <message>
        <source>The file is not a LayoutLab %1 (its &quot;format&quot; is not &quot;%2&quot;).</source>
        <translation>该文件不是 LayoutLab %1（其 &quot;format&quot; 不是 &quot;%2&quot;）。</translation>
    </message>
    <message>
        <source>The %1 has no valid version number; it may be damaged.</source>
        <translation>该%1没有有效的版本号；文件可能已损坏。</translation>
    </message>
    <message>
        <source>The %1 was written by a newer LayoutLab (format version %2); this version reads up to version %3. Please update LayoutLab.</source>
        <translation>该%1由较新版本的 LayoutLab 写入（格式版本 %2）；此版本最高只能读取版本 %3。请更新 LayoutLab。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to be a LayoutLab %2.</source>
        <translation>%1 太大，不可能是 LayoutLab %2。</translation>
    </message>
</context>
<context>
    <name>ll::gui::ConsoleWidget</name>
    <message>
        <source>The same language as `layoutlab-cli eval`. Cards are variables; try logical_divide(A, B) or C = composition(A, B).</source>
        <translation>与 `layoutlab-cli eval` 使用相同的语言。卡片即变量；试试 logical_divide(A, B) 或 C = composition(A, B)。</translation>
    </message>
    <message>
        <source>expression, e.g. coalesce((2,(1,6)):(1,(6,2)))</source>
        <translation>表达式，例如 coalesce((2,(1,6)):(1,(6,2)))</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
</context>
<context>
    <name>ll::gui::CppImportDialog</name>
    <message>
        <source>Import C++: %1</source>
        <translation>导入 C++：%1</translation>
    </message>
    <message>
        <source>values for names the file leaves open, e.g. bM=128, bN=128, bK=64</source>
        <translation>文件中未定的名称的取值，例如 bM=128, bN=128, bK=64</translation>
    </message>
    <message>
        <source>Read again</source>
        <translation>重新读取</translation>
    </message>
    <message>
        <source>Settings:</source>
        <translation>设置：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>CuTe&apos;s print, or why it was not read</source>
        <translation>CuTe 的打印结果，或未能读取的原因</translation>
    </message>
    <message>
        <source>Add checked layouts as cards</source>
        <translation>将勾选的布局添加为卡片</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>needs values for: %1</source>
        <translation>需要以下名称的取值：%1</translation>
    </message>
    <message>
        <source>%1: %2 declarations, %3 layouts (checked), %4 not read.</source>
        <translation>%1：%2 个声明，%3 个布局（已勾选），%4 个未读取。</translation>
    </message>
    <message>
        <source>Import layouts from %1</source>
        <translation>从 %1 导入布局</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Design ▸</source>
        <translation>设计 ▸</translation>
    </message>
    <message>
        <source>Card ▸</source>
        <translation>卡片 ▸</translation>
    </message>
    <message>
        <source>Open this TiledMMA in the designer</source>
        <translation>在设计器中打开这个 TiledMMA</translation>
    </message>
    <message>
        <source>Add this layout as a card</source>
        <translation>把这个布局添加为卡片</translation>
    </message>
    <message>
        <source>%1 is larger than 16 MiB: not a source to import.</source>
        <translation>%1 大于 16 MiB：不是可导入的源文件。</translation>
    </message>
    <message>
        <source>%1 holds NUL bytes: not a C++ source.</source>
        <translation>%1 含有 NUL 字节：不是 C++ 源文件。</translation>
    </message>
</context>
<context>
    <name>ll::gui::DesignerDocument</name>
    <message>
        <source>Choose atom %1</source>
        <translation>选择原子 %1</translation>
    </message>
    <message>
        <source>Thread layout (%1,%2,%3)</source>
        <translation>线程布局 (%1,%2,%3)</translation>
    </message>
    <message>
        <source>Permutation %1</source>
        <translation>置换 %1</translation>
    </message>
    <message>
        <source>Change TV layout</source>
        <translation>更改 TV 布局</translation>
    </message>
    <message>
        <source>Change tiled copy</source>
        <translation>更改 TiledCopy</translation>
    </message>
    <message>
        <source>CTA tile %1</source>
        <translation>CTA 分块 %1</translation>
    </message>
    <message>
        <source>CTA tile %1 of a GPU run</source>
        <translation>采用 GPU 运行的 CTA 分块 %1</translation>
    </message>
    <message>
        <source>Open design %1</source>
        <translation>打开设计 %1</translation>
    </message>
</context>
<context>
    <name>ll::gui::DesignerWidget</name>
    <message>
        <source>TiledMMA</source>
        <translation>TiledMMA</translation>
    </message>
    <message>
        <source>TV layout</source>
        <translation>TV 布局</translation>
    </message>
    <message>
        <source>TiledCopy</source>
        <translation>TiledCopy</translation>
    </message>
    <message>
        <source>Shared memory</source>
        <translation>共享内存</translation>
    </message>
    <message>
        <source>Triton</source>
        <translation>Triton</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Open design…</source>
        <translation>打开设计…</translation>
    </message>
    <message>
        <source>Save design…</source>
        <translation>保存设计…</translation>
    </message>
    <message>
        <source>LayoutLab designs (*.%1)</source>
        <translation>LayoutLab 设计 (*.%1)</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>Cannot open design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>保存设计</translation>
    </message>
    <message>
        <source>design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Cannot save design</source>
        <translation>无法保存设计</translation>
    </message>
    <message>
        <source>Global memory</source>
        <translation>全局内存</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>TMA</source>
        <translation>TMA</translation>
    </message>
    <message>
        <source>TMEM (SM100)</source>
        <translation>TMEM (SM100)</translation>
    </message>
</context>
<context>
    <name>ll::gui::DocumentView</name>
    <message>
        <source>Combine %1 (target) with %2 (dropped)</source>
        <translation>将 %1（目标）与 %2（拖入）组合</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>card %1 holds no layout yet: %2</source>
        <translation>卡片 %1 尚无布局：%2</translation>
    </message>
</context>
<context>
    <name>ll::gui::ExportMenu</name>
    <message>
        <source>Nothing to save: %1</source>
        <translation>没有可保存的内容：%1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ll::gui::GmemView</name>
    <message>
        <source>128-bit loads along K of a row-major A (coalesced)</source>
        <translation>沿 K 方向 128 位加载行主序 A（合并）</translation>
    </message>
    <message>
        <source>scalar loads along K of a column-major A (a transposing copy)</source>
        <translation>沿 K 方向标量加载列主序 A（转置拷贝）</translation>
    </message>
    <message>
        <source>gemm_simple&apos;s float copy, M contiguous (coalesced)</source>
        <translation>gemm_simple 的 float 拷贝，M 方向连续（合并）</translation>
    </message>
    <message>
        <source>gemm_simple&apos;s float copy, K contiguous (uncoalesced)</source>
        <translation>gemm_simple 的 float 拷贝，K 方向连续（未合并）</translation>
    </message>
    <message>
        <source>128-bit stores of a row-major C tile</source>
        <translation>128 位存储行主序 C 分块</translation>
    </message>
    <message>
        <source>warp %1</source>
        <translation>warp %1</translation>
    </message>
    <message>
        <source>warp %1, instruction %2: %3 bytes in %4 sectors (minimum %5), %6 lines of 128 bytes (minimum %7)</source>
        <translation>warp %1，指令 %2：%3 字节，%4 个扇区（最少 %5），%6 条 128 字节缓存行（最少 %7）</translation>
    </message>
    <message>
        <source>load (partition_S of the tensor)</source>
        <translation>加载（张量的 partition_S）</translation>
    </message>
    <message>
        <source>store (partition_D of the tensor)</source>
        <translation>存储（张量的 partition_D）</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>TiledCopy</source>
        <translation>TiledCopy</translation>
    </message>
    <message>
        <source>Global tensor</source>
        <translation>全局张量</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>32-byte sectors of each warp-wide instruction (green: the minimum; red: 8 times it)</source>
        <translation>每条 warp 级指令访问的 32 字节扇区数（绿色：最少；红色：8 倍）</translation>
    </message>
    <message>
        <source>The tensor: each element coloured by the instruction that moves it, labelled with its warp</source>
        <translation>张量：每个元素按搬运它的指令着色，并标注其 warp</translation>
    </message>
    <message>
        <source>TiledCopy: %1</source>
        <translation>TiledCopy：%1</translation>
    </message>
    <message>
        <source>TiledCopy: expected make_tiled_copy(...), got a %1</source>
        <translation>TiledCopy：应为 make_tiled_copy(...)，得到的是 %1</translation>
    </message>
    <message>
        <source>Global tensor: %1</source>
        <translation>全局张量：%1</translation>
    </message>
    <message>
        <source>Global tensor: expected make_tensor(make_gmem_ptr&lt;T&gt;(address), layout), got a %1</source>
        <translation>全局张量：应为 make_tensor(make_gmem_ptr&lt;T&gt;(address), layout)，得到的是 %1</translation>
    </message>
    <message>
        <source>%1 threads (%2 warps) x %3 instructions of %4-bit vectors; the tensor&apos;s strides allow %5-bit vectors. Per warp instruction: %6 sectors of 32 bytes (minimum %7), %8 lines of 128 bytes (minimum %9). In all %10 sectors for a minimum of %11: %12% efficient.</source>
        <translation>%1 个线程（%2 个 warp）× %3 条 %4 位向量指令；张量的步长允许 %5 位向量。每条 warp 指令：%6 个 32 字节扇区（最少 %7），%8 条 128 字节缓存行（最少 %9）。共 %10 个扇区，最少 %11：效率 %12%。</translation>
    </message>
    <message>
        <source>Save kernel…</source>
        <translation>保存内核…</translation>
    </message>
    <message>
        <source>The copy as a CUDA program with CuTe: build it with nvcc and profile it, or print a thread&apos;s partition</source>
        <translation>以使用 CuTe 的 CUDA 程序形式保存该拷贝：可用 nvcc 编译并剖析，或打印某线程的分区</translation>
    </message>
    <message>
        <source>Save kernel</source>
        <translation>保存内核</translation>
    </message>
    <message>
        <source>CUDA (*.cu)</source>
        <translation>CUDA (*.cu)</translation>
    </message>
</context>
<context>
    <name>ll::gui::GpuRunPanel</name>
    <message>
        <source>The GEMM&apos;s CTA tile MxNxK: each CTA repeats the TiledMMA&apos;s tile over it (outlined on C)</source>
        <translation>GEMM 的 CTA 分块 MxNxK：每个 CTA 在其上重复 TiledMMA 的分块（在 C 上以轮廓标出）</translation>
    </message>
    <message>
        <source>Run on GPU</source>
        <translation>在 GPU 上运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import results…</source>
        <translation>导入结果…</translation>
    </message>
    <message>
        <source>Mainloop:</source>
        <translation>主循环：</translation>
    </message>
    <message>
        <source>CTA tile:</source>
        <translation>CTA 分块：</translation>
    </message>
    <message>
        <source>M = N = K:</source>
        <translation>M = N = K：</translation>
    </message>
    <message>
        <source>This build has no GPU module: run the command below on a GPU machine and import its JSON.</source>
        <translation>此构建不含 GPU 模块：请在有 GPU 的机器上运行下面的命令，然后导入其 JSON。</translation>
    </message>
    <message>
        <source>Import GPU results</source>
        <translation>导入 GPU 结果</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>%1 TFLOP/s · %2% of cuBLAS</source>
        <translation>%1 TFLOP/s · 达到 cuBLAS 的 %2%</translation>
    </message>
    <message>
        <source>No GPU module in this build. On a GPU machine run:
%1
and import results.json here.</source>
        <translation>此构建不含 GPU 模块。请在有 GPU 的机器上运行：
%1
然后在此处导入 results.json。</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>正在生成…</translation>
    </message>
    <message>
        <source>Kernel&apos;s TMA loads</source>
        <translation>内核的 TMA 加载</translation>
    </message>
    <message>
        <source>The sm90 kernel&apos;s shared-memory layouts and TMA boxes, drawn on the TMA page from the text the kernel is generated from</source>
        <translation>sm90 内核的共享内存布局和 TMA 盒（box），依据生成该内核所用的源文本绘制在 TMA 页上</translation>
    </message>
    <message>
        <source>The sm90 mainloop cannot run this design: %1</source>
        <translation>sm90 主循环无法运行此设计：%1</translation>
    </message>
    <message>
        <source>Copy kernel source</source>
        <translation>复制内核源码</translation>
    </message>
    <message>
        <source>The CUDA C++ of this design&apos;s GEMM kernel (CuTe), as Run on GPU compiles it, to the clipboard</source>
        <translation>将此设计的 GEMM 内核的 CUDA C++ 源码（CuTe）按“在 GPU 上运行”所编译的原样复制到剪贴板</translation>
    </message>
    <message>
        <source>The kernel&apos;s CUDA source (%1 lines, %2) is on the clipboard: nvcc compiles it as it is.</source>
        <translation>内核的 CUDA 源码（%1 行，%2）已复制到剪贴板：nvcc 可直接编译。</translation>
    </message>
    <message>
        <source>BLAS ops of A and B: T = K-major A (M x K row-major), N = K-major B; the other letter makes the operand M- (N-) major</source>
        <translation>A 与 B 的 BLAS 操作：T = A 为 K 主序（M x K 行主序），N = B 为 K 主序；另一个字母表示该操作数为 M（N）主序</translation>
    </message>
    <message>
        <source>column-major</source>
        <translation>列主序</translation>
    </message>
    <message>
        <source>row-major</source>
        <translation>行主序</translation>
    </message>
    <message>
        <source>A, B:</source>
        <translation>A、B：</translation>
    </message>
    <message>
        <source>C:</source>
        <translation>C：</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>调优</translation>
    </message>
    <message>
        <source>Try this problem&apos;s candidate designs (atom N, thread layouts, CTA tiles, stages, clusters), compiled in parallel on every core, each verified and timed beside cuBLAS; the map shows them all</source>
        <translation>尝试该问题的候选设计（原子 N、线程布局、CTA 分块、流水级数、集群），在所有核心上并行编译，每个都与 cuBLAS 对照验证并计时；热力图显示全部结果</translation>
    </message>
    <message>
        <source>No candidate designs to tune for this problem: %1</source>
        <translation>该问题没有可调优的候选设计：%1</translation>
    </message>
    <message>
        <source>the atom&apos;s family has none</source>
        <translation>该原子系列没有候选</translation>
    </message>
    <message numerus="yes">
        <source>Tuning: %n candidate design(s)…</source>
        <translation>
            <numerusform>正在调优：%n 个候选设计…</numerusform>
        </translation>
    </message>
    <message>
        <source>Compiling %1 of %2 (%3 s): %4</source>
        <translation>正在编译第 %1 个，共 %2 个（%3 秒）：%4</translation>
    </message>
    <message>
        <source>Running %1 of %2 (%3 s): %4</source>
        <translation>正在运行第 %1 个，共 %2 个（%3 秒）：%4</translation>
    </message>
    <message>
        <source>Tune failed: %1</source>
        <translation>调优失败：%1</translation>
    </message>
    <message>
        <source>Tuned %1 designs; the best is %2 %3 with tile %4: %5. Click a cell of the map to load a design.</source>
        <translation>已调优 %1 个设计；最佳为 %2 %3，分块 %4：%5。点击热力图中的单元格即可载入该设计。</translation>
    </message>
    <message>
        <source>Tuned %1 designs; none ran: %2</source>
        <translation>已调优 %1 个设计；均未能运行：%2</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Shared-memory pipeline depth of the sm80 and sm90 mainloops; default = the mainloop&apos;s own</source>
        <translation>sm80 与 sm90 主循环的共享内存流水线级数；默认 = 主循环自身的级数</translation>
    </message>
    <message>
        <source>Stages:</source>
        <translation>级数：</translation>
    </message>
    <message>
        <source>%1 TFLOP/s · %2% of cuBLAS, each timed alone</source>
        <translation>%1 TFLOP/s · 达到 cuBLAS 的 %2%，两者各自单独计时</translation>
    </message>
    <message>
        <source>sm90: thread-block clusters of two CTAs on neighbouring tiles. 2x1 pairs tiles along M, which share B; 1x2 pairs them along N, sharing A. Each CTA loads half of the shared tile and TMA multicasts it to both, halving its L2 reads</source>
        <translation>sm90：由相邻分块上的两个 CTA 组成的线程块集群。2x1 沿 M 方向配对分块，两者共享 B；1x2 沿 N 方向配对，共享 A。每个 CTA 加载共享分块的一半，并通过 TMA 多播发给两者，使其 L2 读取减半</translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation>集群：</translation>
    </message>
</context>
<context>
    <name>ll::gui::GpuSweepMap</name>
    <message>
        <source>wrong</source>
        <translation>结果错误</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 TFLOP/s, %2% of cuBLAS</source>
        <translation>%1 TFLOP/s，达到 cuBLAS 的 %2%</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 %5
%6
Click to load this configuration.</source>
        <translation>%1 %2 %3 %4 %5
%6
单击以加载此配置。</translation>
    </message>
    <message>
        <source>%1 stages</source>
        <translation>%1 级</translation>
    </message>
    <message>
        <source>default stages</source>
        <translation>默认级数</translation>
    </message>
    <message>
        <source>%1 TFLOP/s, %2% of cuBLAS, each timed alone</source>
        <translation>%1 TFLOP/s，达到 cuBLAS 的 %2%，两者各自单独计时</translation>
    </message>
    <message>
        <source>cluster %1</source>
        <translation>集群 %1</translation>
    </message>
</context>
<context>
    <name>ll::gui::LayoutCard</name>
    <message>
        <source>Card name (used in expressions and the console)</source>
        <translation>卡片名称（用于表达式和控制台）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the expression</source>
        <translation>复制表达式</translation>
    </message>
    <message>
        <source>Step through…</source>
        <translation>分步演示…</translation>
    </message>
    <message>
        <source>Export as</source>
        <translation>导出为</translation>
    </message>
    <message>
        <source>Duplicate card</source>
        <translation>创建卡片副本</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>删除卡片</translation>
    </message>
    <message>
        <source>CuTe notation, e.g. (4,(2,3)):(1,(4,8))</source>
        <translation>CuTe 记法，例如 (4,(2,3)):(1,(4,8))</translation>
    </message>
    <message>
        <source>Double-click an extent or stride to edit it; drag a mode onto a neighbour&apos;s edge to reorder, onto its middle to group, out of its group to flatten; right-click to split.</source>
        <translation>双击大小或步长可进行编辑；将模式拖到相邻模式的边缘可重新排序，拖到其中间可组合，拖出所在的组可展平；右键单击可拆分。</translation>
    </message>
    <message>
        <source>Computing the grid of %1 cells in the background…</source>
        <translation>正在后台计算包含 %1 个单元格的网格…</translation>
    </message>
    <message>
        <source>The result of %1; cells are coloured by the operand element they came from</source>
        <translation>%1 的结果；单元格按其来源的操作数元素着色</translation>
    </message>
    <message>
        <source>size %1, %2 × %3%4</source>
        <translation>大小 %1，%2 × %3%4</translation>
    </message>
    <message>
        <source> × %1 slabs</source>
        <translation> × %1 层</translation>
    </message>
    <message>
        <source>Split by a divisor…</source>
        <translation>按除数拆分…</translation>
    </message>
    <message>
        <source>Flatten this group</source>
        <translation>展平此组</translation>
    </message>
    <message>
        <source>Group with the next mode</source>
        <translation>与下一个模式组合</translation>
    </message>
    <message>
        <source>Name this mode…</source>
        <translation>命名此模式…</translation>
    </message>
    <message>
        <source>Split mode</source>
        <translation>拆分模式</translation>
    </message>
    <message>
        <source>Split %1 into (q, %1/q) with q =</source>
        <translation>将 %1 拆分为 (q, %1/q)，q =</translation>
    </message>
    <message>
        <source>Copy picture</source>
        <translation>复制图片</translation>
    </message>
    <message>
        <source>size %1: %2 × %3, shown as %4 × %5 blocks of %6 × %7 cells (each block shows its first cell)</source>
        <translation>大小 %1：%2 × %3，显示为 %4 × %5 个块，每块 %6 × %7 个单元格（每块显示其第一个单元格）</translation>
    </message>
    <message>
        <source>size %1: %2 × %3, showing rows %4-%5 and columns %6-%7</source>
        <translation>size %1：%2 × %3，显示第 %4-%5 行和第 %6-%7 列</translation>
    </message>
    <message>
        <source> in blocks of %1 × %2 cells</source>
        <translation>，以 %1 × %2 个单元格为一块</translation>
    </message>
</context>
<context>
    <name>ll::gui::LayoutDocument</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>ll::gui::LayoutGridView</name>
    <message>
        <source>mode %1</source>
        <translation>模式 %1</translation>
    </message>
    <message>
        <source>modes %1..%2</source>
        <translation>模式 %1..%2</translation>
    </message>
    <message>
        <source>%1 %2%3 %4</source>
        <translation>%1 %2%3 %4</translation>
    </message>
    <message>
        <source>rows ↓</source>
        <translation>行 ↓</translation>
    </message>
    <message>
        <source>columns →</source>
        <translation>列 →</translation>
    </message>
    <message>
        <source>slabs</source>
        <translation>层</translation>
    </message>
    <message>
        <source>coordinate %1 = %2 → index %3</source>
        <translation>坐标 %1 = %2 → 索引 %3</translation>
    </message>
    <message numerus="yes">
        <source>  (%n cells share this index)</source>
        <translation>
            <numerusform>  （%n 个单元格共享此索引）</numerusform>
        </translation>
    </message>
    <message>
        <source>index %1: no coordinate maps here</source>
        <translation>索引 %1：没有坐标映射到此处</translation>
    </message>
    <message numerus="yes">
        <source>index %1 ← %n coordinate(s)</source>
        <translation>
            <numerusform>索引 %1 ← %n 个坐标</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ll::gui::LessonTextEditor</name>
    <message>
        <source>Edit lesson texts</source>
        <translation>编辑课程文本</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Lesson title:</source>
        <translation>课程标题：</translation>
    </message>
    <message>
        <source>Each step&apos;s title, the text the teacher reads out, and an exercise&apos;s question. An empty cell falls back to English.</source>
        <translation>每个步骤的标题、老师朗读的文本以及练习的题目。单元格留空时使用英文原文。</translation>
    </message>
    <message>
        <source>Step title</source>
        <translation>步骤标题</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Exercise question</source>
        <translation>练习题目</translation>
    </message>
</context>
<context>
    <name>ll::gui::MainWindow</name>
    <message>
        <source>LayoutLab documents (*.layoutlab *.json)</source>
        <translation>LayoutLab 文档 (*.layoutlab *.json)</translation>
    </message>
    <message>
        <source>LayoutLab lessons (*.lesson.json *.json)</source>
        <translation>LayoutLab 课程 (*.lesson.json *.json)</translation>
    </message>
    <message>
        <source>LayoutLab</source>
        <translation>LayoutLab</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>浏览</translation>
    </message>
    <message>
        <source>Designer</source>
        <translation>设计器</translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation>分步演示</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;已打开&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Type a layout, drag modes in the strip, drag a card&apos;s ⠿ handle onto another card.</source>
        <translation>输入布局，在模式条中拖动模式，或将卡片的 ⠿ 手柄拖到另一张卡片上。</translation>
    </message>
    <message>
        <source>layoutlab-cli eval &apos;%1&apos;</source>
        <translation>layoutlab-cli eval &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Open document</source>
        <translation>打开文档</translation>
    </message>
    <message>
        <source>Cannot open document</source>
        <translation>无法打开文档</translation>
    </message>
    <message>
        <source>Save document</source>
        <translation>保存文档</translation>
    </message>
    <message>
        <source>untitled.layoutlab</source>
        <translation>未命名.layoutlab</translation>
    </message>
    <message>
        <source>Cannot save document</source>
        <translation>无法保存文档</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>%1%2 — LayoutLab</source>
        <translation>%1%2 — LayoutLab</translation>
    </message>
    <message>
        <source>%1 (typed, no operation to step through)</source>
        <translation>%1（直接输入，没有可分步演示的操作）</translation>
    </message>
    <message>
        <source>Drop another card onto this one to combine them, then step through the result.</source>
        <translation>将另一张卡片拖放到这张卡片上进行组合，然后分步演示其结果。</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>No export format %1</source>
        <translation>没有导出格式 %1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New document</source>
        <translation>新建文档(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Close &amp;tab</source>
        <translation>关闭标签页(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>添加卡片(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Cell &amp;label</source>
        <translation>单元格标签(&amp;L)</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>1-D coordinate</source>
        <translation>一维坐标</translation>
    </message>
    <message>
        <source>Natural coordinate</source>
        <translation>自然坐标</translation>
    </message>
    <message>
        <source>&amp;Colour by</source>
        <translation>着色依据(&amp;C)</translation>
    </message>
    <message>
        <source>Index (result cards: operand element)</source>
        <translation>索引（结果卡片：操作数元素）</translation>
    </message>
    <message>
        <source>Mode %1 coordinate</source>
        <translation>模式 %1 的坐标</translation>
    </message>
    <message>
        <source>Flat coordinate component %1</source>
        <translation>扁平坐标分量 %1</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>调色板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Show the co&amp;domain strip</source>
        <translation>显示陪域条(&amp;D)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>The stepper full screen, large fonts, high contrast; Esc leaves</source>
        <translation>全屏显示分步演示，大字体、高对比度；按 Esc 退出</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>打开课程(&amp;O)…</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Cannot open lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>lesson.lesson.json</source>
        <translation>课程.lesson.json</translation>
    </message>
    <message>
        <source>Cannot save lesson</source>
        <translation>无法保存课程</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About LayoutLab</source>
        <translation>关于 LayoutLab(&amp;A)</translation>
    </message>
    <message>
        <source>About LayoutLab</source>
        <translation>关于 LayoutLab</translation>
    </message>
    <message>
        <source>LayoutLab %1: an explorer for NVIDIA CuTe layouts. Every value is computed as CuTe computes it; every action has its `layoutlab-cli eval` expression.</source>
        <translation>LayoutLab %1：NVIDIA CuTe 布局浏览器。每个值都按 CuTe 的方式计算；每个操作都有对应的 `layoutlab-cli eval` 表达式。</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>The new language takes effect when LayoutLab next starts.</source>
        <translation>新的语言将在 LayoutLab 下次启动时生效。</translation>
    </message>
    <message>
        <source>Copied the picture of %1</source>
        <translation>已复制 %1 的图片</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>&amp;Export card as</source>
        <translation>导出卡片为(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy card picture</source>
        <translation>复制卡片图片(&amp;C)</translation>
    </message>
    <message>
        <source>Export lesson as &amp;PDF…</source>
        <translation>将课程导出为 &amp;PDF…</translation>
    </message>
    <message>
        <source>Export lesson as PDF</source>
        <translation>将课程导出为 PDF</translation>
    </message>
    <message>
        <source>The stepper has no steps: open a lesson first.</source>
        <translation>步进器中没有步骤：请先打开一个课程。</translation>
    </message>
    <message>
        <source>lesson.pdf</source>
        <translation>课程.pdf</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>&amp;Built-in lessons</source>
        <translation>内置课程(&amp;B)</translation>
    </message>
    <message>
        <source>Edit lesson texts</source>
        <translation>编辑课程文本</translation>
    </message>
    <message>
        <source>No lesson is open: open one, or save the document as a lesson.</source>
        <translation>没有打开的课程：请打开一个课程，或将文档另存为课程。</translation>
    </message>
    <message>
        <source>Save document as &amp;lesson…</source>
        <translation>将文档另存为课程(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Edit lesson texts…</source>
        <translation>编辑课程文本(&amp;E)…</translation>
    </message>
    <message>
        <source>Grid &amp;memory per card</source>
        <translation>每张卡片的网格内存(&amp;M)</translation>
    </message>
    <message>
        <source>%1 × %2 cells (about %3 MB)</source>
        <translation>%1 × %2 个单元格（约 %3 MB）</translation>
    </message>
    <message>
        <source>Imported the checked layouts as cards.</source>
        <translation>已将勾选的布局导入为卡片。</translation>
    </message>
    <message>
        <source>&amp;Import C++…</source>
        <translation>导入 C++(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Import C++</source>
        <translation>导入 C++</translation>
    </message>
    <message>
        <source>C++ and CUDA sources (*.cu *.cuh *.h *.hpp *.cpp *.cc *.cxx *.inl)</source>
        <translation>C++ 与 CUDA 源文件 (*.cu *.cuh *.h *.hpp *.cpp *.cc *.cxx *.inl)</translation>
    </message>
    <message>
        <source>Added the card %1 from the C++ source.</source>
        <translation>已从 C++ 源码添加卡片 %1。</translation>
    </message>
    <message>
        <source>Opened %1 in the designer.</source>
        <translation>已在设计器中打开 %1。</translation>
    </message>
</context>
<context>
    <name>ll::gui::ModeStrip</name>
    <message>
        <source>mode %1</source>
        <translation>模式 %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
</context>
<context>
    <name>ll::gui::PartitionView</name>
    <message>
        <source>%1: thread %2&apos;s partition %3</source>
        <translation>%1：线程 %2 的分区 %3</translation>
    </message>
    <message>
        <source>1. One TiledMMA tile: the (thread, value) of each element</source>
        <translation>1. 一个 TiledMMA 分块：每个元素的 (线程, 值)</translation>
    </message>
    <message>
        <source>thread %1: %2 values in each tile, the same elements in every one</source>
        <translation>线程 %1：每个分块 %2 个值，各分块中元素位置相同</translation>
    </message>
    <message>
        <source>3. Modes the tiler leaves: the loops around the tile</source>
        <translation>3. 分块器未触及的模式：分块外层的循环</translation>
    </message>
    <message>
        <source>... %1 in all</source>
        <translation>…… 共 %1 个</translation>
    </message>
    <message>
        <source>Problem K</source>
        <translation>问题规模 K</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线级数</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>CTA tile: %1</source>
        <translation>CTA 分块：%1</translation>
    </message>
    <message>
        <source>%1 with %2 threads over a %3 CTA tile (tile of the TiledMMA: %4 x %5 x %6); thread %7 focused in A, B and C</source>
        <translation>%1，%2 个线程，CTA 分块 %3（TiledMMA 分块：%4 × %5 × %6）；在 A、B、C 中聚焦线程 %7</translation>
    </message>
    <message>
        <source>Save program…</source>
        <translation>保存程序…</translation>
    </message>
    <message>
        <source>The partition code as a C++ program that prints a thread&apos;s partitions (g++ or nvcc, with CuTe)</source>
        <translation>以 C++ 程序形式保存分区代码，可打印某线程的分区（用 g++ 或 nvcc 配合 CuTe 编译）</translation>
    </message>
    <message>
        <source>Save program</source>
        <translation>保存程序</translation>
    </message>
    <message>
        <source>C++ (*.cpp *.cu)</source>
        <translation>C++ (*.cpp *.cu)</translation>
    </message>
    <message>
        <source>warp %1: %2 values in each tile, %3 per thread</source>
        <translation>warp %1：每个分块 %2 个值，每线程 %3 个</translation>
    </message>
    <message>
        <source>the thread</source>
        <translation>该线程</translation>
    </message>
    <message>
        <source>its warp</source>
        <translation>其所在 warp</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>聚焦</translation>
    </message>
    <message>
        <source>%1 with %2 threads over a %3 CTA tile (tile of the TiledMMA: %4 x %5 x %6); the warp of thread %7 focused in A, B and C</source>
        <translation>%1，%2 个线程，CTA 分块 %3（TiledMMA 分块：%4 × %5 × %6）；在 A、B、C 中聚焦线程 %7 所在的 warp</translation>
    </message>
    <message>
        <source>1. One TiledCopy tile: source beside destination</source>
        <translation>1. 一个 TiledCopy 分块：源与目标并列</translation>
    </message>
    <message>
        <source>2. The CTA tile: %1 x %2 tiles, %3(_,%4) indexes one</source>
        <translation>2. CTA 分块：%1 × %2 个分块，%3(_,%4) 索引其中之一</translation>
    </message>
    <message>
        <source>The TiledCopy page&apos;s copy: %1</source>
        <translation>TiledCopy 页的拷贝：%1</translation>
    </message>
    <message>
        <source>The copy of C to gC</source>
        <translation>C 到 gC 的拷贝</translation>
    </message>
    <message>
        <source>The copy of gA to sA</source>
        <translation>gA 到 sA 的拷贝</translation>
    </message>
    <message>
        <source>The copy of s%1 to registers</source>
        <translation>s%1 到寄存器的拷贝</translation>
    </message>
</context>
<context>
    <name>ll::gui::PresentationWindow</name>
    <message>
        <source>LayoutLab — presentation</source>
        <translation>LayoutLab — 演示</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
</context>
<context>
    <name>ll::gui::SmemView</name>
    <message>
        <source>ldmatrix.x1 (N)</source>
        <translation>ldmatrix.x1 (N)</translation>
    </message>
    <message>
        <source>ldmatrix.x2 (N)</source>
        <translation>ldmatrix.x2 (N)</translation>
    </message>
    <message>
        <source>ldmatrix.x4 (N)</source>
        <translation>ldmatrix.x4 (N)</translation>
    </message>
    <message>
        <source>ldmatrix.x1.trans (T)</source>
        <translation>ldmatrix.x1.trans (T)</translation>
    </message>
    <message>
        <source>ldmatrix.x2.trans (T)</source>
        <translation>ldmatrix.x2.trans (T)</translation>
    </message>
    <message>
        <source>ldmatrix.x4.trans (T)</source>
        <translation>ldmatrix.x4.trans (T)</translation>
    </message>
    <message>
        <source>ld.shared 32-bit</source>
        <translation>ld.shared 32 位</translation>
    </message>
    <message>
        <source>ld.shared 64-bit</source>
        <translation>ld.shared 64 位</translation>
    </message>
    <message>
        <source>ld.shared 128-bit</source>
        <translation>ld.shared 128 位</translation>
    </message>
    <message>
        <source>st.shared 32-bit</source>
        <translation>st.shared 32 位</translation>
    </message>
    <message>
        <source>st.shared 64-bit</source>
        <translation>st.shared 64 位</translation>
    </message>
    <message>
        <source>st.shared 128-bit</source>
        <translation>st.shared 128 位</translation>
    </message>
    <message>
        <source>cp.async 128-bit (smem write)</source>
        <translation>cp.async 128 位（写入 smem）</translation>
    </message>
    <message>
        <source>phase %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Smem layout (rows, cols)</source>
        <translation>共享内存布局（行，列）</translation>
    </message>
    <message>
        <source>Swizzle&lt;B,M,S&gt; (B = 0: none)</source>
        <translation>Swizzle&lt;B,M,S&gt;（B = 0：无）</translation>
    </message>
    <message>
        <source>Element type</source>
        <translation>元素类型</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>访问方式</translation>
    </message>
    <message>
        <source>Bank of each element</source>
        <translation>每个元素所在的存储体</translation>
    </message>
    <message>
        <source>Distinct words per bank, per phase</source>
        <translation>每个阶段中每个存储体访问的不同字数</translation>
    </message>
    <message>
        <source>tile too large to draw (at most 16384 elements)</source>
        <translation>分块太大，无法绘制（最多 16384 个元素）</translation>
    </message>
    <message>
        <source>%1 wavefronts per instruction (ideal %2), conflict degree %3-way over %4 phases%5</source>
        <translation>每条指令 %1 个 wavefront（理想值 %2），%4 个阶段中的冲突度为 %3 路%5</translation>
    </message>
    <message>
        <source>; some vectors are not contiguous in smem</source>
        <translation>；部分向量在共享内存中不连续</translation>
    </message>
    <message>
        <source>the smem layout must have rank 2 (rows, cols)</source>
        <translation>共享内存布局的秩必须为 2 (行, 列)</translation>
    </message>
    <message>
        <source>%1: its swizzle does not act on whole elements</source>
        <translation>%1：它的 swizzle 不是按整个元素作用的</translation>
    </message>
    <message>
        <source>this layout is for %1-bit elements: choose an element type of that width</source>
        <translation>这个布局用于 %1 位的元素：请选择该宽度的元素类型</translation>
    </message>
    <message>
        <source>GMMA layout: CuTe&apos;s %1 on byte addresses is %2 on elements</source>
        <translation>GMMA 布局：CuTe 作用于字节地址的 %1 相当于作用于元素的 %2</translation>
    </message>
    <message>
        <source>a ComposedLayout here is a GMMA smem layout (Sw o smem_ptr[Nb](unset) o L); give others as a layout and the swizzle below</source>
        <translation>这里的 ComposedLayout 只能是 GMMA 共享内存布局（Sw o smem_ptr[Nb](unset) o L）；其他情形请给出布局并在下方设置 swizzle</translation>
    </message>
    <message>
        <source>wgmma operand read, K-major (8 x 16-byte core matrices)</source>
        <translation>wgmma 操作数读取，K 主序（8 x 16 字节核心矩阵）</translation>
    </message>
    <message>
        <source>wgmma operand read, MN-major (8 x 16-byte core matrices)</source>
        <translation>wgmma 操作数读取，MN 主序（8 x 16 字节核心矩阵）</translation>
    </message>
    <message>
        <source>TMA load&apos;s writes, K-major (128-byte requests)</source>
        <translation>TMA 加载的写入，K 主序（128 字节请求）</translation>
    </message>
    <message>
        <source>TMA load&apos;s writes, MN-major (128-byte requests)</source>
        <translation>TMA 加载的写入，MN 主序（128 字节请求）</translation>
    </message>
    <message>
        <source>K-major (GMMA::Major::K)</source>
        <translation>K 主序（GMMA::Major::K）</translation>
    </message>
    <message>
        <source>MN-major (GMMA::Major::MN)</source>
        <translation>MN 主序（GMMA::Major::MN）</translation>
    </message>
    <message>
        <source>GMMA descriptor of K-block</source>
        <translation>K 块的 GMMA 描述符</translation>
    </message>
    <message>
        <source>The tile holds no whole K-block (%1 elements of K) to describe.</source>
        <translation>该分块容不下一个完整的 K 块（K 方向 %1 个元素），无可描述。</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>LBO</source>
        <translation>LBO</translation>
    </message>
    <message>
        <source>SBO</source>
        <translation>SBO</translation>
    </message>
    <message>
        <source>the core matrix at rows %1..%2, columns %3..%4</source>
        <translation>第 %1..%2 行、第 %3..%4 列的核心矩阵</translation>
    </message>
    <message>
        <source>outside this tile</source>
        <translation>本分块之外</translation>
    </message>
    <message>
        <source>start_address: the K-block&apos;s first core matrix (8 x 16 bytes, outlined black), its byte address / 16. LBO (leading byte offset, %1 x 16 bytes) reaches %2 (red); SBO (stride byte offset, %3 x 16 bytes) reaches %4 (blue). Addresses before the swizzle: the hardware applies layout_type&apos;s swizzle to each.</source>
        <translation>start_address：该 K 块的第一个核心矩阵（8 x 16 字节，黑框标出），即其字节地址 / 16。LBO（leading byte offset，%1 x 16 字节）指向%2（红框）；SBO（stride byte offset，%3 x 16 字节）指向%4（蓝框）。以上均为 Swizzle 之前的地址：硬件会对每个地址施加 layout_type 对应的 Swizzle。</translation>
    </message>
    <message>
        <source>(A swizzled K-major layout has its two core matrices of a K-block 16 bytes apart: CuTe writes LBO = 1.)</source>
        <translation>（带 Swizzle 的 K 主序布局中，一个 K 块的两个核心矩阵相距 16 字节：CuTe 将 LBO 写为 1。）</translation>
    </message>
    <message>
        <source>(%1,%2): element %3 without the swizzle, %4 with it (bank %5)</source>
        <translation>(%1,%2)：不加 Swizzle 时为元素 %3，加 Swizzle 后为 %4（bank %5）</translation>
    </message>
</context>
<context>
    <name>ll::gui::StepperPanel</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Full screen, large fonts, high contrast; arrow keys step, Esc leaves</source>
        <translation>全屏、大字体、高对比度；方向键切换步骤，按 Esc 退出</translation>
    </message>
    <message>
        <source>No steps yet: drop one card onto another, or choose Step through… on a result card</source>
        <translation>尚无步骤：将一张卡片拖放到另一张上，或在结果卡片上选择“分步演示…”</translation>
    </message>
    <message>
        <source>value: %1</source>
        <translation>值：%1</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>your answer: a layout, an integer, a tuple or an expression</source>
        <translation>你的答案：布局、整数、元组或表达式</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <source>Type your answer first.</source>
        <translation>请先输入你的答案。</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
</context>
<context>
    <name>ll::gui::TiledCopyView</name>
    <message>
        <source>make_tiled_copy_A (the TiledMMA&apos;s A)</source>
        <translation>make_tiled_copy_A（TiledMMA 的 A）</translation>
    </message>
    <message>
        <source>make_tiled_copy_B (the TiledMMA&apos;s B)</source>
        <translation>make_tiled_copy_B（TiledMMA 的 B）</translation>
    </message>
    <message>
        <source>make_tiled_copy_C (the TiledMMA&apos;s C)</source>
        <translation>make_tiled_copy_C（TiledMMA 的 C）</translation>
    </message>
    <message>
        <source>make_tiled_copy(atom, thread layout, value layout)</source>
        <translation>make_tiled_copy(atom, 线程布局, 值布局)</translation>
    </message>
    <message>
        <source>Copy operation:</source>
        <translation>拷贝操作：</translation>
    </message>
    <message>
        <source>Value type:</source>
        <translation>值类型：</translation>
    </message>
    <message>
        <source>Built by:</source>
        <translation>构建方式：</translation>
    </message>
    <message>
        <source>Thread layout:</source>
        <translation>线程布局：</translation>
    </message>
    <message>
        <source>Value layout:</source>
        <translation>值布局：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Pairing with the TiledMMA&apos;s %1: %2 threads, %3 with a different set of elements, %4 with the same set in another register order</source>
        <translation>与 TiledMMA 的 %1 配对：%2 个线程，其中 %3 个持有的元素集合不同，%4 个持有相同的集合但寄存器顺序不同</translation>
    </message>
    <message>
        <source>Src and Dst: %1 threads over a %2 × %3 tile</source>
        <translation>Src 和 Dst：%1 个线程覆盖 %2 × %3 的分块</translation>
    </message>
    <message>
        <source>thread layout: %1</source>
        <translation>线程布局：%1</translation>
    </message>
    <message>
        <source>value layout: %1</source>
        <translation>值布局：%1</translation>
    </message>
    <message>
        <source>TiledMMA: %1</source>
        <translation>TiledMMA：%1</translation>
    </message>
</context>
<context>
    <name>ll::gui::TiledMmaDesigner</name>
    <message>
        <source>%1
D A B C: %2
Shape_MNK: %3%4</source>
        <translation>%1
D A B C：%2
Shape_MNK：%3%4</translation>
    </message>
    <message>
        <source>
(view only)</source>
        <translation>
（仅供查看）</translation>
    </message>
    <message>
        <source>Search atoms, e.g. 16x8x16 F16</source>
        <translation>搜索原子，例如 16x8x16 F16</translation>
    </message>
    <message>
        <source>All architectures</source>
        <translation>所有架构</translation>
    </message>
    <message>
        <source>All input types</source>
        <translation>所有输入类型</translation>
    </message>
    <message>
        <source>MMA atom</source>
        <translation>MMA 原子</translation>
    </message>
    <message>
        <source>make_tiled_mma</source>
        <translation>make_tiled_mma</translation>
    </message>
    <message>
        <source>Fewer atoms along %1</source>
        <translation>减少沿 %1 的原子数</translation>
    </message>
    <message>
        <source>More atoms along %1</source>
        <translation>增加沿 %1 的原子数</translation>
    </message>
    <message>
        <source>Atoms along %1:</source>
        <translation>沿 %1 的原子数：</translation>
    </message>
    <message>
        <source>none, 32x32x16, or (16,2):(1,32)x32x16</source>
        <translation>none、32x32x16 或 (16,2):(1,32)x32x16</translation>
    </message>
    <message>
        <source>PermutationMNK: one tile per mode, separated by x: an integer, _ or a layout</source>
        <translation>PermutationMNK：每个模式一个分块，以 x 分隔：整数、_ 或布局</translation>
    </message>
    <message>
        <source>Permutation:</source>
        <translation>置换：</translation>
    </message>
    <message>
        <source>MN → TV: who owns each element</source>
        <translation>MN → TV：每个元素的所有者</translation>
    </message>
    <message>
        <source>TV → MN: what each thread holds</source>
        <translation>TV → MN：每个线程持有的元素</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>颜色：</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Copy C++</source>
        <translation>复制 C++</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>C++ (compiles against CuTe):</source>
        <translation>C++（可基于 CuTe 编译）：</translation>
    </message>
    <message>
        <source>Load GPU run %1 %2</source>
        <translation>加载 GPU 运行 %1 %2</translation>
    </message>
    <message>
        <source>%1 threads (%2 warps), tile M×N×K = %3×%4×%5%6</source>
        <translation>%1 个线程（%2 个线程束），分块 M×N×K = %3×%4×%5%6</translation>
    </message>
    <message>
        <source>. GMMA: A and B are read from shared memory by descriptor; the picture shows the accumulator C.</source>
        <translation>。GMMA：A 和 B 通过描述符从共享内存读取；图中显示的是累加器 C。</translation>
    </message>
    <message>
        <source>Canonical shared-memory layout atoms the descriptor expects (element units):
%1</source>
        <translation>描述符要求的规范共享内存布局原子（以元素为单位）：
%1</translation>
    </message>
    <message>
        <source>CTA tile %1×%2 = %3×%4 TiledMMA tiles of %5×%6</source>
        <translation>CTA 分块 %1×%2 = %3×%4 个 %5×%6 的 TiledMMA 分块</translation>
    </message>
    <message>
        <source> (mini-map 1:%1)</source>
        <translation>（缩略图 1:%1）</translation>
    </message>
</context>
<context>
    <name>ll::gui::TmaView</name>
    <message>
        <source>A K-major tile of 128x64 halves, GMMA&apos;s 128-byte swizzle (the sm90 mainloop&apos;s A)</source>
        <translation>128x64 个 half 元素的 K 主序分块，GMMA 的 128 字节 Swizzle（sm90 主循环的 A）</translation>
    </message>
    <message>
        <source>Multicast over a 2x1 cluster: each CTA loads half of the box for both</source>
        <translation>在 2x1 集群上多播：每个 CTA 为两个 CTA 加载盒的一半</translation>
    </message>
    <message>
        <source>An MN-major tile (M contiguous): the swizzle span limits each box to 64 rows</source>
        <translation>MN 主序分块（M 方向连续）：Swizzle 跨度将每个盒限制为 64 行</translation>
    </message>
    <message>
        <source>A K-major tile of 64x64 floats, 64-byte swizzle: four boxes of 16 floats</source>
        <translation>64x64 个 float 的 K 主序分块，64 字节 Swizzle：四个盒，每个 16 个 float</translation>
    </message>
    <message>
        <source>A store of a row-major 64x32 float tile, no swizzle</source>
        <translation>存储一个行主序的 64x32 float 分块，无 Swizzle</translation>
    </message>
    <message>
        <source>CTA tile (%1 x %2)</source>
        <translation>CTA 分块（%1 × %2）</translation>
    </message>
    <message>
        <source>Shared memory (rows of 128 bytes)</source>
        <translation>共享内存（每行 128 字节）</translation>
    </message>
    <message>
        <source>tile (%1,%2) → smem element %3 (byte 0x%4), instruction %5, CTA %6</source>
        <translation>分块 (%1,%2) → 共享内存元素 %3（字节 0x%4），指令 %5，CTA %6</translation>
    </message>
    <message>
        <source>instruction %1, CTA %2</source>
        <translation>指令 %1，CTA %2</translation>
    </message>
    <message>
        <source>instruction %1</source>
        <translation>指令 %1</translation>
    </message>
    <message>
        <source>empty: the smem layout&apos;s shape</source>
        <translation>留空：使用共享内存布局的形状</translation>
    </message>
    <message>
        <source>The CTAs of the cluster sharing each box (make_tma_copy&apos;s cluster_size): each loads a slice and multicasts it</source>
        <translation>集群中共享每个盒（box）的 CTA 数（make_tma_copy 的 cluster_size）：每个 CTA 加载一个切片并将其多播</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Global tensor</source>
        <translation>全局张量</translation>
    </message>
    <message>
        <source>Smem layout (one stage)</source>
        <translation>共享内存布局（一个流水级）</translation>
    </message>
    <message>
        <source>CTA tile</source>
        <translation>CTA 分块</translation>
    </message>
    <message>
        <source>cluster size</source>
        <translation>集群大小</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Each colour is one TMA instruction&apos;s box (per CTA under multicast, outlined); shades are the 16-byte chunks of a row, so a swizzle shows as shuffled shades in shared memory. Hover an element to find it in the other panel.</source>
        <translation>每种颜色是一条 TMA 指令搬运的盒（box），多播时按 CTA 区分并以轮廓标出；深浅表示一行中的各个 16 字节块，因此 Swizzle 在共享内存中表现为被打乱的深浅。将鼠标悬停在某个元素上，可在另一个面板中找到它。</translation>
    </message>
    <message>
        <source>This design&apos;s sm90 kernel: the TMA load of A</source>
        <translation>此设计的 sm90 内核：A 的 TMA 加载</translation>
    </message>
    <message>
        <source>This design&apos;s sm90 kernel: the TMA load of B</source>
        <translation>此设计的 sm90 内核：B 的 TMA 加载</translation>
    </message>
    <message>
        <source>The generated kernel declares SmemLayout%1 = %2 (every stage: TMA fills one stage per k-tile). Its descriptor is encoded from this make_tma_copy, computed from the same text.</source>
        <translation>生成的内核声明了 SmemLayout%1 = %2（包含所有流水级：TMA 每个 k 分块填充一级）。其描述符由这个 make_tma_copy 编码，两者由同一份源文本计算得出。</translation>
    </message>
    <message>
        <source>Global tensor: %1</source>
        <translation>全局张量：%1</translation>
    </message>
    <message>
        <source>Global tensor: expected make_tensor(make_gmem_ptr&lt;T&gt;(address), layout), got a %1</source>
        <translation>全局张量：应为 make_tensor(make_gmem_ptr&lt;T&gt;(address), layout)，得到的是 %1</translation>
    </message>
    <message>
        <source>Smem layout: %1</source>
        <translation>共享内存布局：%1</translation>
    </message>
    <message>
        <source>Smem layout: expected a Layout or a GMMA smem layout, got a %1</source>
        <translation>共享内存布局：应为 Layout 或 GMMA 共享内存布局，得到的是 %1</translation>
    </message>
    <message>
        <source>CTA tile: %1</source>
        <translation>CTA 分块：%1</translation>
    </message>
    <message>
        <source>Each TMA instruction moves a box of %1 elements (%2 bytes; box (%3), innermost first).</source>
        <translation>每条 TMA 指令搬运一个含 %1 个元素的盒（%2 字节；盒的各维大小为 (%3)，最内层在前）。</translation>
    </message>
    <message>
        <source>Instructions per CTA tile: %1.</source>
        <translation>每个 CTA 分块的指令数：%1。</translation>
    </message>
    <message>
        <source>Multicast: the %1 CTAs of the cluster each issue one slice of every %2-element box and multicast it, so each CTA&apos;s smem receives the whole tile.</source>
        <translation>多播：对每个含 %2 个元素的盒，集群中的 %1 个 CTA 各发出其中一个切片并将其多播，因此每个 CTA 的共享内存都会收到整个分块。</translation>
    </message>
</context>
<context>
    <name>ll::gui::TmemView</name>
    <message>
        <source>Tensor memory of CTA 0: 128 lanes x %1 columns of 32 bits (of 512)</source>
        <translation>CTA 0 的张量内存：128 条通道 x %1 列，每列 32 位（共 512 列）</translation>
    </message>
    <message>
        <source>warp %1</source>
        <translation>warp %1</translation>
    </message>
    <message>
        <source>lane %1, column %2 (address 0x%3)</source>
        <translation>通道 %1，列 %2（地址 0x%3）</translation>
    </message>
    <message>
        <source>%1: not used by this accumulator</source>
        <translation>%1：此累加器未使用</translation>
    </message>
    <message>
        <source>%1: C(%2,%3), read by thread %4 (warp %5) in its copy %6</source>
        <translation>%1：C(%2,%3)，由线程 %4（warp %5）在其第 %6 次拷贝中读取</translation>
    </message>
    <message>
        <source>SM100 (Blackwell), view only: no Blackwell GPU is at hand to run these. Every layout on this page is CuTe&apos;s own (checked against CuTe compiled on the host).</source>
        <translation>SM100（Blackwell），仅供查看：手头没有 Blackwell GPU 来运行它们。本页的每个布局都是 CuTe 自己的（已与在主机上编译的 CuTe 核对）。</translation>
    </message>
    <message>
        <source>The C tile MxN of one CTA (a 2-SM UMMA: of the pair), a multiple of the atom&apos;s</source>
        <translation>一个 CTA 的 C 分块 MxN（2-SM UMMA：指这一对 CTA 的分块），须为原子分块的倍数</translation>
    </message>
    <message>
        <source>An epilogue thread: its cells are outlined</source>
        <translation>一个尾声（epilogue）线程：其单元格以轮廓标出</translation>
    </message>
    <message>
        <source>UMMA atom</source>
        <translation>UMMA 原子</translation>
    </message>
    <message>
        <source>C tile</source>
        <translation>C 分块</translation>
    </message>
    <message>
        <source>thread</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>tcgen05 copy</source>
        <translation>tcgen05 拷贝</translation>
    </message>
    <message>
        <source>C tile: expected MxN, e.g. 128x256, got &apos;%1&apos;</source>
        <translation>C 分块：应为 MxN，例如 128x256，实际为“%1”</translation>
    </message>
    <message>
        <source>CTA 0&apos;s accumulator, a %1 x %2 tile of %3-bit values, occupies %4 lanes and %5 of TMEM&apos;s 512 columns. Warp w of the epilogue&apos;s warpgroup reads only lanes 32w..32w+31 (its subpartition): each thread takes %6 %7 copies.</source>
        <translation>CTA 0 的累加器是一个 %1 x %2、元素为 %3 位的分块，占用 TMEM 的 %4 条通道和 512 列中的 %5 列。尾声 warpgroup 中的 warp w 只能读取通道 32w..32w+31（它的子分区）：每个线程执行 %6 次 %7 拷贝。</translation>
    </message>
    <message>
        <source>A 2-SM UMMA: the peer CTA&apos;s TMEM holds the other rows of the tile the same way.</source>
        <translation>2-SM UMMA：对端 CTA 的 TMEM 以同样方式存放该分块的其余行。</translation>
    </message>
</context>
<context>
    <name>ll::gui::TritonPanel</name>
    <message>
        <source>optional (one CTA)</source>
        <translation>可选（单个 CTA）</translation>
    </message>
    <message>
        <source>sizePerThread</source>
        <translation>sizePerThread</translation>
    </message>
    <message>
        <source>threadsPerWarp</source>
        <translation>threadsPerWarp</translation>
    </message>
    <message>
        <source>warpsPerCTA</source>
        <translation>warpsPerCTA</translation>
    </message>
    <message>
        <source>order</source>
        <translation>order</translation>
    </message>
    <message>
        <source>CTAsPerCGA</source>
        <translation>CTAsPerCGA</translation>
    </message>
    <message>
        <source>CTASplitNum</source>
        <translation>CTASplitNum</translation>
    </message>
    <message>
        <source>CTAOrder</source>
        <translation>CTAOrder</translation>
    </message>
    <message>
        <source>Tensor shape</source>
        <translation>张量形状</translation>
    </message>
    <message>
        <source>Owning thread (lane + warp * 32) of each element</source>
        <translation>每个元素的所有者线程（lane + warp * 32）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the grid draws rank-2 tensors only</source>
        <translation>网格只能绘制秩为 2 的张量</translation>
    </message>
    <message>
        <source>CuTe TV layout (thread, value) -&gt; row + rows * col: %1</source>
        <translation>CuTe TV 布局 (thread, value) -&gt; row + rows * col：%1</translation>
    </message>
    <message>
        <source>No CuTe equivalent: %1</source>
        <translation>没有等价的 CuTe 表示：%1</translation>
    </message>
</context>
<context>
    <name>ll::gui::TvLayoutCard</name>
    <message>
        <source>TV layout and the data layout it indexes</source>
        <translation>TV 布局及其索引的数据布局</translation>
    </message>
    <message>
        <source>Thread layout × value layout (make_layout_tv)</source>
        <translation>线程布局 × 值布局（make_layout_tv）</translation>
    </message>
    <message>
        <source>(thread, value) -&gt; index, e.g. ((_2,_4),(_2,_2)):((_8,_1),(_4,_16))</source>
        <translation>(线程, 值) -&gt; 索引，例如 ((_2,_4),(_2,_2)):((_8,_1),(_4,_16))</translation>
    </message>
    <message>
        <source>(m, n) -&gt; index: the data tile, e.g. (_4,_8):(_8,_1) row-major</source>
        <translation>(m, n) -&gt; 索引：数据分块，例如 (_4,_8):(_8,_1)（行主序）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Flag elements owned twice or never</source>
        <translation>标记被重复拥有或无人拥有的元素</translation>
    </message>
    <message>
        <source>MN → TV: who owns each element</source>
        <translation>MN → TV：每个元素的所有者</translation>
    </message>
    <message>
        <source>TV → MN: what each thread holds</source>
        <translation>TV → MN：每个线程持有的元素</translation>
    </message>
    <message>
        <source>Build from:</source>
        <translation>构建自：</translation>
    </message>
    <message>
        <source>TV layout:</source>
        <translation>TV 布局：</translation>
    </message>
    <message>
        <source>Data layout (m,n):</source>
        <translation>数据布局 (m,n)：</translation>
    </message>
    <message>
        <source>Thread layout:</source>
        <translation>线程布局：</translation>
    </message>
    <message>
        <source>Value layout:</source>
        <translation>值布局：</translation>
    </message>
    <message>
        <source>Slice tv(t,_), t =</source>
        <translation>切片 tv(t,_)，t =</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>make_layout_tv: tiler_mn = %1, layout_tv = %2</source>
        <translation>make_layout_tv：tiler_mn = %1，layout_tv = %2</translation>
    </message>
    <message>
        <source>%1 threads × %2 values over a %3 × %4 tile</source>
        <translation>%1 个线程 × %2 个值，覆盖 %3 × %4 的分块</translation>
    </message>
    <message>
        <source>Owned twice: %1   never: %2   outside the tile: %3</source>
        <translation>重复拥有：%1   无人拥有：%2   在分块之外：%3</translation>
    </message>
    <message>
        <source>tv(%1,_) = %2, starting at index %3</source>
        <translation>tv(%1,_) = %2，从索引 %3 开始</translation>
    </message>
    <message>
        <source>thread layout: %1</source>
        <translation>线程布局：%1</translation>
    </message>
    <message>
        <source>value layout: %1</source>
        <translation>值布局：%1</translation>
    </message>
    <message>
        <source>TV layout: %1</source>
        <translation>TV 布局：%1</translation>
    </message>
    <message>
        <source>data layout: %1</source>
        <translation>数据布局：%1</translation>
    </message>
</context>
<context>
    <name>ll::gui::TvSceneView</name>
    <message>
        <source>%1thread %2, value %3: outside the tile</source>
        <translation>%1线程 %2，值 %3：在分块之外</translation>
    </message>
    <message>
        <source>%1thread %2, value %3 (register %3) -&gt; (%4,%5) = (%6,%7)</source>
        <translation>%1线程 %2，值 %3（寄存器 %3）-&gt; (%4,%5) = (%6,%7)</translation>
    </message>
    <message>
        <source>(%1,%2) = (%3,%4)</source>
        <translation>(%1,%2) = (%3,%4)</translation>
    </message>
    <message>
        <source>%1%2: owned by no thread</source>
        <translation>%1%2：不属于任何线程</translation>
    </message>
    <message>
        <source>thread %1 value %2 (register %2)</source>
        <translation>线程 %1 值 %2（寄存器 %2）</translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation>%1%2：%3</translation>
    </message>
    <message>
        <source>thread %1 value %2</source>
        <translation>线程 %1 值 %2</translation>
    </message>
    <message>
        <source>CTA tile (m,n) = (%1,%2), in TiledMMA tile (%3,%4): owned as C (%5,%6): %7</source>
        <translation>CTA 分块 (m,n) = (%1,%2)，位于 TiledMMA 分块 (%3,%4)：作为 C (%5,%6) 的所有者：%7</translation>
    </message>
    <message>
        <source>no thread</source>
        <translation>无线程</translation>
    </message>
</context>
</TS>
